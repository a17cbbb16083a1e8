import { intlLocale } from '../i18n/languages.ts';
import { numberFormat } from './intlFormats.ts';

/** One way to write each kind of number, in the page's language. */

const number = (language: string, digits: number) =>
  numberFormat(intlLocale(language), { maximumFractionDigits: digits });

/**
 * Whether non-whole figures keep their decimals: the decimalPrecision flag (docs/decisions/decimal-precision.md).
 * Off, every figure is written whole.
 */
export type Precision = { precise: boolean };
const precise: Precision = { precise: true };

/** A duration: milliseconds under a second ('850 ms'), seconds above ('1.25 s'); '–' when unknown. */
export function formatDuration(
  ms: number | null | undefined,
  language = 'en',
  { precise: p } = precise,
): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '–';
  if (Math.abs(ms) < 1000) return `${number(language, 0).format(ms)} ms`;
  const digits = p ? (Math.abs(ms) < 10_000 ? 2 : 1) : 0;
  return `${number(language, digits).format(ms / 1000)} s`;
}

/** A share in percent with at most one decimal ('2.5 %'); '–' alone when unknown, never '– %'. */
export function formatPercent(
  value: number | null | undefined,
  language = 'en',
  { precise: p } = precise,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return `${number(language, p ? 1 : 0).format(value)} %`;
}

/** A count, whole and grouped ('12,345'). */
export function formatCount(value: number, language = 'en'): string {
  return number(language, 0).format(value);
}

/**
 * A measured amount that need not be whole (data usage in GB): at most two decimals ('1.25'), and a
 * positive amount too small to show as '< 0.01' rather than a misleading '0'; whole when not precise.
 */
export function formatAmount(value: number, language = 'en', { precise: p } = precise): string {
  const smallest = 0.01;
  if (p && value > 0 && value < smallest) return `< ${number(language, 2).format(smallest)}`;
  return number(language, p ? 2 : 0).format(value);
}
