import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, pickerValue } from './dates.ts';

describe('dates', () => {
  it('writes moments in the language of every bundle code, which Intl cannot read as given', () => {
    // 'en_US' and 'fr_CA' are bundle codes; Intl throws a RangeError on the underscore.
    for (const language of ['en', 'en_US', 'fr_CA', 'en_XA', 'ar_XB']) {
      expect(formatDateTime('2026-11-23T10:15:00Z', language)).not.toBe('');
      expect(formatDate('2026-11-23', language)).not.toBe('');
      expect(formatTime('2026-11-23T10:15:00Z', language)).not.toBe('');
    }
    expect(formatDate('2026-11-23', 'fr_CA')).toMatch(/23 nov/);
    expect(formatDate('2026-11-23', 'en_US')).toBe('Nov 23, 2026');
  });

  it("uses the language's own clock", () => {
    const local = new Date(2026, 10, 23, 21, 5, 7, 42).toISOString();
    expect(formatDateTime(local, 'en_US')).toBe('Nov 23, 2026, 9:05 PM');
    expect(formatDateTime(local, 'fr_CA')).toMatch(/21 h 05|21:05/);
    expect(formatDateTime(local, 'en_US', { precision: 'second' })).toBe('Nov 23, 2026, 9:05:07 PM');
    expect(formatDateTime(local, 'en_US', { precision: 'millisecond' })).toBe('Nov 23, 2026, 9:05:07.042 PM');
    expect(formatTime(local, 'en_US', 'millisecond')).toBe('9:05:07.042 PM');
  });

  it('writes a value defined in UTC as UTC, wherever the user is', () => {
    expect(formatDateTime('2026-11-30T21:00:00Z', 'en_US', { year: false, timeZone: 'UTC' })).toBe(
      'Nov 30, 9:00 PM',
    );
    expect(formatDate('2026-11-30T23:30:00Z', 'en_US', { year: false, timeZone: 'UTC' })).toBe('Nov 30');
  });

  it('keeps a date-only value on its day', () => {
    expect(formatDate('2026-01-01', 'en_US')).toBe('Jan 1, 2026');
  });

  it('answers an empty string for no moment', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatTime('', 'en')).toBe('');
  });

  it('gives a picker the local date and time in its own form', () => {
    expect(pickerValue(new Date(2026, 10, 23, 9, 5, 7).toISOString())).toBe('2026-11-23 09:05:07');
  });
});
