import type { InsightsQuery } from '@portal/contracts';

/** The ranges the page offers, in days ending today (UTC, as the server counts days). */
export const insightsRanges = [7, 30, 90] as const;
export type InsightsRange = (typeof insightsRanges)[number];

export function parseRange(value: string | null): InsightsRange {
  const days = Number(value);
  return (insightsRanges as readonly number[]).includes(days) ? (days as InsightsRange) : 30;
}

/** The last `days` UTC days, today included. */
export function rangeQuery(days: InsightsRange, now: Date = new Date()): Pick<InsightsQuery, 'from' | 'to'> {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
