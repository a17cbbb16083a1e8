import dayjs from 'dayjs';
import { intlLocale } from '../i18n/languages.ts';
import { dateTimeFormat } from './intlFormats.ts';

/**
 * Every date and time the console shows goes through one of these, in the user's language: its words,
 * its order and its clock (12- or 24-hour), in the browser's time zone unless a value is defined in UTC.
 * A component that formats a date by itself is refused by `datesOnlyHere.test.ts`.
 */
type Moment = string | null | undefined;

export type DateTimeOptions = {
  /** The smallest unit shown: tables say minutes; logs and build lines say milliseconds. */
  precision?: 'minute' | 'second' | 'millisecond';
  /** Left out where the year goes without saying (a chart's axis). */
  year?: boolean;
  /** For values that are defined in UTC, such as the metrics' buckets. */
  timeZone?: 'UTC';
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** As `toLocaleString` writes it, through a formatter made once; an unreadable value reads 'Invalid Date' as there. */
const written = (date: Date, language: string, options: Intl.DateTimeFormatOptions): string =>
  Number.isNaN(date.getTime()) ? String(date) : dateTimeFormat(intlLocale(language), options).format(date);

const timeParts = (precision: DateTimeOptions['precision']): Intl.DateTimeFormatOptions => ({
  hour: 'numeric',
  minute: '2-digit',
  ...(precision === 'minute' ? {} : { second: '2-digit' }),
  ...(precision === 'millisecond' ? { fractionalSecondDigits: 3 } : {}),
});

/** A calendar day (`Nov 23, 2026`); a date-only value (`2026-11-23`) is that day wherever the user is. */
export function formatDate(
  value: Moment,
  language: string,
  options: Pick<DateTimeOptions, 'year' | 'timeZone'> = {},
): string {
  if (!value) return '';
  const moment = DATE_ONLY.test(value) ? `${value}T00:00:00` : value;
  return written(new Date(moment), language, {
    month: 'short',
    day: 'numeric',
    ...(options.year === false ? {} : { year: 'numeric' }),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
}

/** A moment (`Nov 23, 2026, 9:05 AM`), to the minute unless asked for more. */
export function formatDateTime(value: Moment, language: string, options: DateTimeOptions = {}): string {
  if (!value) return '';
  return written(new Date(value), language, {
    month: 'short',
    day: 'numeric',
    ...(options.year === false ? {} : { year: 'numeric' }),
    ...timeParts(options.precision ?? 'minute'),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
}

/** The time of day alone (`9:05:07.042 AM`), for lines within one build. */
export function formatTime(
  value: Moment,
  language: string,
  precision: DateTimeOptions['precision'] = 'minute',
): string {
  if (!value) return '';
  return written(new Date(value), language, timeParts(precision));
}

/**
 * What a date and time input shows and reads (Mantine's pickers, in dayjs tokens): one unambiguous form,
 * since a typed value must be read back the same way in every language.
 */
export const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';

/** The value Mantine's date-time pickers hold: the local date and time, without a zone, in their own form. */
export const pickerValue = (iso: string): string => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
