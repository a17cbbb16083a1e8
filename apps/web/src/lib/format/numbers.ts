/** One way to write each kind of number (issue 21 item 10), in the page's language. */

const number = (language: string, digits: number) =>
  new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: digits });

/** A duration: milliseconds under a second ('850 ms'), seconds above ('1.25 s'); '–' when unknown. */
export function formatDuration(ms: number | null | undefined, language = 'en'): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '–';
  if (Math.abs(ms) < 1000) return `${number(language, 0).format(ms)} ms`;
  return `${number(language, Math.abs(ms) < 10_000 ? 2 : 1).format(ms / 1000)} s`;
}

/** A share in percent with at most one decimal ('2.5 %'); '–' alone when unknown, never '– %'. */
export function formatPercent(value: number | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return `${number(language, 1).format(value)} %`;
}

/** A count, whole and grouped ('12,345'). */
export function formatCount(value: number, language = 'en'): string {
  return number(language, 0).format(value);
}
