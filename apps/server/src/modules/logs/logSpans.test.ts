import { describe, expect, it } from 'vitest';
import { dayWindows, newestInSpans, nextSpanDays } from './logSpans.ts';

const criteria = (start: string, end: string) => ({
  orgId: 'o',
  start: new Date(start),
  end: new Date(end),
  types: null,
  filters: [],
});

describe('dayWindows', () => {
  it('cuts a range at UTC midnights, newest first, without gaps or overlaps', () => {
    const windows = [...dayWindows(criteria('2026-11-20T12:00:00Z', '2026-11-22T08:00:00Z'))].map((w) => [
      w.start.toISOString(),
      w.end.toISOString(),
      w.endExclusive,
    ]);
    expect(windows).toEqual([
      ['2026-11-22T00:00:00.000Z', '2026-11-22T08:00:00.000Z', false],
      ['2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z', true],
      ['2026-11-20T12:00:00.000Z', '2026-11-21T00:00:00.000Z', true],
    ]);
  });

  it('gives one window for a range inside one day, even an empty one', () => {
    expect([...dayWindows(criteria('2026-11-22T01:00:00Z', '2026-11-22T02:00:00Z'))]).toHaveLength(1);
    expect([...dayWindows(criteria('2026-11-22T01:00:00Z', '2026-11-22T01:00:00Z'))]).toHaveLength(1);
  });
});

describe('nextSpanDays', () => {
  const progress = { doneDays: 1, found: 0, wanted: 501, spentMs: 10, leftMs: 10_000, lastDays: 1 };

  it('doubles the span while nothing is found', () => {
    expect(nextSpanDays(progress)).toBe(2);
    expect(nextSpanDays({ ...progress, doneDays: 3, lastDays: 2 })).toBe(4);
  });

  it('takes the days the density of the rows found says are missing, with a quarter more', () => {
    // 100 rows in 2 days: 401 more need about 8 days, 10 with the margin.
    expect(nextSpanDays({ ...progress, doneDays: 2, found: 100 })).toBe(11);
  });

  it('never plans more days than the time left allows at the measured speed', () => {
    expect(nextSpanDays({ ...progress, found: 10, spentMs: 400, leftMs: 1200 })).toBe(3);
    expect(nextSpanDays({ ...progress, found: 10, spentMs: 400, leftMs: 100 })).toBe(1);
  });
});

describe('newestInSpans', () => {
  const range = criteria('2026-11-01T00:00:00Z', '2026-11-10T12:00:00Z');
  const spansOf = async (rowsPerDay: number, wanted: number) => {
    const spans: string[] = [];
    const rows = await newestInSpans(
      range,
      wanted,
      60_000,
      async (span, missing) => {
        spans.push(`${span.start.toISOString().slice(0, 10)}..${span.end.toISOString().slice(0, 13)}`);
        const days = (span.end.getTime() - span.start.getTime()) / 86_400_000;
        return Array.from({ length: Math.min(missing, Math.round(days * rowsPerDay)) }, (_, i) => i);
      },
      () => new Error('expired'),
    );
    return { spans, found: rows.length };
  };

  it('covers the whole range without gaps when rows are rare, in doubling spans', async () => {
    expect(await spansOf(0, 10)).toEqual({
      spans: [
        '2026-11-10..2026-11-10T12',
        '2026-11-08..2026-11-10T00',
        '2026-11-04..2026-11-08T00',
        '2026-11-01..2026-11-04T00',
      ],
      found: 0,
    });
  });

  it('reaches the rows wanted in two spans when the first day shows how common they are', async () => {
    const { spans, found } = await spansOf(100, 501);
    expect(found).toBe(501);
    expect(spans).toEqual(['2026-11-10..2026-11-10T12', '2026-11-04..2026-11-10T00']);
  });

  it('gives each span the time left of the search', async () => {
    const left: number[] = [];
    await newestInSpans(
      range,
      10,
      1000,
      async (_span, _missing, leftMs) => {
        left.push(leftMs);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [];
      },
      () => new Error('expired'),
    );
    expect(left.length).toBeGreaterThan(1);
    expect(left[0]).toBeLessThanOrEqual(1000);
    expect(left.at(-1)).toBeLessThan(left[0]! - 20);
  });

  it('stops between spans once the time is up', async () => {
    await expect(
      newestInSpans(
        range,
        10,
        5,
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          return [];
        },
        () => new Error('expired'),
      ),
    ).rejects.toThrow('expired');
  });
});
