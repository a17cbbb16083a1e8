/** A day as YYYY-MM-DD (UTC), the way start dates are stored and sent. */
export type IsoDay = string;

const toDay = (date: Date): IsoDay => date.toISOString().slice(0, 10);

/** The `years`th anniversary of a day; 29 February falls on 28 February in other years. */
function anniversary(start: IsoDay, years: number): IsoDay {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(year, m - 1, Math.min(d, lastOfMonth))));
}

/**
 * The usage year a day falls in: usage resets yearly on the entitlements' start date
 * (docs/product/entitlements.md ENTITLEMENTS-3). Before the start date the first year is the current one.
 * `end` is exclusive.
 */
export function entitlementPeriod(start: IsoDay, now: Date): { start: IsoDay; end: IsoDay } {
  const today = toDay(now);
  const startYear = Number(start.slice(0, 4));
  let years = Math.max(0, Number(today.slice(0, 4)) - startYear);
  while (years > 0 && anniversary(start, years) > today) years--;
  return { start: anniversary(start, years), end: anniversary(start, years + 1) };
}
