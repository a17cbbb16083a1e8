import { describe, expect, it } from 'vitest';
import { bucketStarts, defaultMetricsInterval, metricsIntervalIssue, metricsQuerySchema } from './metrics.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('metrics intervals', () => {
  it('picks minutes up to 3 hours, hours up to 3 days, days beyond', () => {
    const end = at('2026-11-22T12:00:00Z');
    const range = (ms: number) => ({ start: new Date(end.getTime() - ms), end });
    expect(defaultMetricsInterval(range(3 * HOUR))).toBe('minute');
    expect(defaultMetricsInterval(range(3 * HOUR + 1))).toBe('hour');
    expect(defaultMetricsInterval(range(72 * HOUR))).toBe('hour');
    expect(defaultMetricsInterval(range(72 * HOUR + 1))).toBe('day');
  });

  it('lists every UTC bucket of the range, the first one holding the start', () => {
    const starts = bucketStarts(
      { start: at('2026-11-22T10:30:00Z'), end: at('2026-11-22T12:00:00Z') },
      'hour',
    );
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T11:00:00.000Z',
      '2026-11-22T12:00:00.000Z',
    ]);
  });

  it('refuses an interval that gives more than 1500 points', () => {
    const start = at('2026-11-01T00:00:00Z');
    expect(
      metricsIntervalIssue({ start, end: new Date(start.getTime() + 1499 * 60_000) }, 'minute'),
    ).toBeUndefined();
    expect(metricsIntervalIssue({ start, end: new Date(start.getTime() + 1500 * 60_000) }, 'minute')).toEqual(
      {
        key: 'analytics.tooManyPoints',
        params: { interval: 'minute', max: 1500 },
      },
    );
  });

  it('names the allowed intervals when given another', () => {
    const parsed = metricsQuerySchema.safeParse({
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00Z',
      interval: 'week',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('must be one of minute, hour, day');
  });
});
