import { intlLocale } from '../i18n/languages.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the largest unit under 1024 of it, as the locale writes units ("1.5 MB"). */
export function formatFileSize(bytes: number, language?: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language && intlLocale(language), {
    style: 'unit',
    unit: UNITS[unit],
    // 'short' writes a lone 'byte' for any count; 'long' pluralises it ('1,023 bytes').
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
