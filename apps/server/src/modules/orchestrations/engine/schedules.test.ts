import { describe, expect, it } from 'vitest';
import { dueMinutes } from './schedules.ts';

const at = (iso: string) => new Date(iso);
const isoOf = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('the minutes a schedule is due', () => {
  it('fires every minute of the lookback for "* * * * *", the current one included', () => {
    expect(isoOf(dueMinutes('* * * * *', at('2026-03-01T10:05:42Z')))).toEqual([
      '2026-03-01T10:04:00.000Z',
      '2026-03-01T10:05:00.000Z',
    ]);
  });

  it('fires at the named minute only, in UTC', () => {
    expect(isoOf(dueMinutes('0 2 * * *', at('2026-03-01T02:00:05Z')))).toEqual(['2026-03-01T02:00:00.000Z']);
    // A late tick still finds it within the lookback.
    expect(isoOf(dueMinutes('0 2 * * *', at('2026-03-01T02:01:30Z')))).toEqual(['2026-03-01T02:00:00.000Z']);
    expect(dueMinutes('0 2 * * *', at('2026-03-01T02:02:00Z'))).toEqual([]);
    expect(dueMinutes('0 2 * * *', at('2026-03-01T01:59:59Z'))).toEqual([]);
  });

  it('handles steps and ranges, and never fires a cron it cannot read', () => {
    expect(isoOf(dueMinutes('*/15 * * * 1-5', at('2026-03-02T09:15:10Z'), 1))).toEqual([
      '2026-03-02T09:15:00.000Z',
    ]);
    // 2026-03-01 is a Sunday.
    expect(dueMinutes('*/15 * * * 1-5', at('2026-03-01T09:15:10Z'), 1)).toEqual([]);
    expect(dueMinutes('61 * * * *', at('2026-03-01T09:15:10Z'))).toEqual([]);
    expect(dueMinutes('not a cron at all', at('2026-03-01T09:15:10Z'))).toEqual([]);
  });
});
