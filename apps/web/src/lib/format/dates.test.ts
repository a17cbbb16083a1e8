import { describe, expect, it } from 'vitest';
import { formatDay, formatLocalDate, formatLocalDateTime, formatTimestamp } from './dates.ts';

describe('dates', () => {
  it('writes moments in the language of every bundle code, which Intl cannot read as given', () => {
    // 'en_US' and 'fr_CA' are the bundle codes of SPEC.md 9; Intl throws a RangeError on the underscore.
    for (const language of ['en', 'en_US', 'fr_CA', 'en_XA', 'ar_XB']) {
      expect(formatLocalDateTime('2026-11-23T10:15:00Z', language)).not.toBe('');
      expect(formatLocalDate('2026-11-23', language)).not.toBe('');
    }
    expect(formatLocalDate('2026-11-23', 'fr_CA')).toMatch(/23 nov/);
    expect(formatLocalDate('2026-11-23', 'en_US')).toBe('Nov 23, 2026');
  });

  it('answers an empty string for no moment', () => {
    expect(formatLocalDateTime(null, 'en')).toBe('');
    expect(formatLocalDate(undefined, 'en')).toBe('');
  });

  it('writes the fixed table forms whatever the language', () => {
    const local = new Date(2026, 10, 23, 9, 5, 7, 42).toISOString();
    expect(formatTimestamp(local)).toBe('2026-11-23 09:05');
    expect(formatTimestamp(local, 'second')).toBe('2026-11-23 09:05:07');
    expect(formatTimestamp(local, 'millisecond')).toBe('2026-11-23 09:05:07.042');
    expect(formatDay('2026-11-23')).toBe('2026-11-23');
  });
});
