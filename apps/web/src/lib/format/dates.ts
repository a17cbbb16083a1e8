import dayjs from 'dayjs';
import { intlLocale } from '../i18n/languages.ts';

const TIMESTAMP_FORMATS = {
  minute: 'YYYY-MM-DD HH:mm',
  second: 'YYYY-MM-DD HH:mm:ss',
  millisecond: 'YYYY-MM-DD HH:mm:ss.SSS',
} as const;

/** Tables, logs and audits: one unambiguous, sortable form in every language, in the browser's time zone. */
export function formatTimestamp(iso: string, precision: keyof typeof TIMESTAMP_FORMATS = 'minute'): string {
  return dayjs(iso).format(TIMESTAMP_FORMATS[precision]);
}

/** A calendar date (`2026-11-23`), as the tables write license start and end dates. */
export const formatDay = (isoDate: string): string => dayjs(isoDate).format('YYYY-MM-DD');

/** A moment as the user's language writes it (detail pages), or an empty string for none. */
export function formatLocalDateTime(
  iso: string | null | undefined,
  language: string,
  timeStyle: 'medium' | 'short' = 'medium',
): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(intlLocale(language), { dateStyle: 'medium', timeStyle });
}

/** A date as the user's language writes it; a date-only value (`2026-11-23`) is that day wherever the user is. */
export function formatLocalDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00` : iso;
  return new Date(moment).toLocaleDateString(intlLocale(language), { dateStyle: 'medium' });
}
