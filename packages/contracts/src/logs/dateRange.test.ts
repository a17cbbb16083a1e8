import { describe, expect, it } from 'vitest';
import { dateRangeIssues, earliestStart, presetRange } from './dateRange.ts';

const now = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('dateRangeIssues', () => {
  it('accepts a range inside the last 30 days', () => {
    expect(dateRangeIssues({ start: at('2026-11-01T00:00:00Z'), end: now }, now, '30d')).toEqual([]);
  });

  it('refuses an end before the start on another day', () => {
    const issues = dateRangeIssues(
      { start: at('2026-11-20T00:00:00Z'), end: at('2026-11-19T00:00:00Z') },
      now,
      '30d',
    );
    expect(issues).toEqual([{ field: 'end', key: 'logs.rangeEndBeforeStart' }]);
  });

  it('says it is the time when the end is earlier on the same day', () => {
    const issues = dateRangeIssues(
      { start: at('2026-11-20T10:00:00Z'), end: at('2026-11-20T09:00:00Z') },
      now,
      '30d',
    );
    expect(issues).toEqual([{ field: 'end', key: 'logs.rangeSameDayTime' }]);
  });

  it('refuses future dates and times', () => {
    const issues = dateRangeIssues(
      { start: at('2026-11-22T11:00:00Z'), end: at('2026-11-22T12:01:00Z') },
      now,
      '30d',
    );
    expect(issues).toEqual([{ field: 'end', key: 'logs.rangeFuture' }]);
  });

  it('refuses a start more than 30 days back, but allows 18 months in the variant', () => {
    const range = { start: at('2026-10-01T00:00:00Z'), end: now };
    expect(dateRangeIssues(range, now, '30d')).toEqual([
      { field: 'start', key: 'logs.rangeTooFarBack', params: { limit: '30 days' } },
    ]);
    expect(dateRangeIssues(range, now, '18m')).toEqual([]);
    expect(dateRangeIssues({ start: at('2025-05-01T00:00:00Z'), end: now }, now, '18m')[0]?.key).toBe(
      'logs.rangeTooFarBack',
    );
  });

  it('allows the start exactly at the limit', () => {
    expect(dateRangeIssues({ start: earliestStart(now, '30d'), end: now }, now, '30d')).toEqual([]);
  });
});

describe('presetRange', () => {
  it('ends now and spans the preset', () => {
    expect(presetRange('15m', now).start.toISOString()).toBe('2026-11-22T11:45:00.000Z');
    expect(presetRange('7d', now).start.toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });
});
