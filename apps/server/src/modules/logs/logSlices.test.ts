import { describe, expect, it } from 'vitest';
import { newestInSlices, nextSliceRows, SLICE_SIZES, type SliceScan } from './logSlices.ts';
import type { Span } from './logSpans.ts';

const DAY = 86_400_000;
type Row = { t: number; id: number; hit: boolean };
type Cursor = { t: number; id: number };

/** Rows newest first (time, then id), as the index reads them. */
const newestFirst = (a: Row, b: Row) => b.t - a.t || b.id - a.id;

/** A slice over an in-memory table: what scanSlice's statement does, without a database. */
function memoryScan(table: Row[], reads: number[] = []): SliceScan<Span, Row, Cursor> {
  return async (window, after, rows, missing) => {
    const inWindow = table
      .filter(
        (row) =>
          row.t >= window.start.getTime() &&
          (window.endExclusive ? row.t < window.end.getTime() : row.t <= window.end.getTime()) &&
          (!after || row.t < after.t || (row.t === after.t && row.id < after.id)),
      )
      .sort(newestFirst)
      .slice(0, rows);
    reads.push(inWindow.length);
    const last = inWindow[inWindow.length - 1];
    return {
      matched: inWindow.filter((row) => row.hit).slice(0, missing),
      scanned: inWindow.length,
      last: last ? { t: last.t, id: last.id } : undefined,
    };
  };
}

/** mulberry32: the same table on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const end = Date.UTC(2026, 10, 30, 15);
const range = { start: new Date(end - 30 * DAY), end: new Date(end) };

function table(rows: number, hitRate: number, seed: number): Row[] {
  const next = random(seed);
  // Whole seconds: many rows share an instant, and the id breaks the tie.
  return Array.from({ length: rows }, (_, id) => ({
    t: range.start.getTime() + Math.floor((next() * 30 * DAY) / 1000) * 1000,
    id,
    hit: next() < hitRate,
  }));
}

describe('nextSliceRows', () => {
  it('reads as many rows as the target allows at the last speed', () => {
    expect(nextSliceRows(1_000, 200)).toBe(500);
    expect(nextSliceRows(1_000, 100)).toBe(1_000);
  });

  it('grows at most fourfold, and stays within its bounds', () => {
    expect(nextSliceRows(64, 1)).toBe(256);
    expect(nextSliceRows(64, 0)).toBe(256);
    expect(nextSliceRows(16_000, 1)).toBe(SLICE_SIZES.maxRows);
    expect(nextSliceRows(64, 60_000)).toBe(SLICE_SIZES.minRows);
  });

  it('times the rows a slice read, not those it was asked for, when it ended its days early', () => {
    // 100 rows in 50 ms is 200 rows for the 100 ms target, whatever the 20,000 asked.
    expect(nextSliceRows(20_000, 50, SLICE_SIZES, 100)).toBe(200);
    // An empty or nearly empty group: its time is the round trip, counted as minRows' worth.
    expect(nextSliceRows(20_000, 2, SLICE_SIZES, 0)).toBe(400);
    expect(nextSliceRows(32, 1, SLICE_SIZES, 0)).toBe(128);
  });
});

describe('newestInSlices', () => {
  it.each([
    ['common matches', 20_000, 0.5, 1],
    ['rare matches', 20_000, 0.003, 2],
    ['no match', 5_000, 0, 3],
    ['every line', 3_000, 1, 4],
  ])(
    'answers the newest matching rows in order, as one read of the whole range: %s',
    async (_name, rows, hitRate, seed) => {
      const data = table(rows, hitRate, seed);
      const expected = data
        .filter((row) => row.hit && row.t <= range.end.getTime())
        .sort(newestFirst)
        .slice(0, 501);
      const found = await newestInSlices(range, 501, 60_000, memoryScan(data), () => new Error('expired'));
      expect(found).toEqual(expected);
    },
  );

  it('never reads more rows in one slice than its size allows, and starts small', async () => {
    const reads: number[] = [];
    await newestInSlices(range, 501, 60_000, memoryScan(table(50_000, 0, 5), reads), () => new Error('x'));
    expect(reads[0]).toBeLessThanOrEqual(SLICE_SIZES.firstRows);
    expect(Math.max(...reads)).toBeLessThanOrEqual(SLICE_SIZES.maxRows);
    expect(reads.reduce((sum, n) => sum + n, 0)).toBe(50_000);
  });

  it('shrinks the slices after a slow one, and grows them again after fast ones', async () => {
    const sizes: number[] = [];
    const read = memoryScan(table(20_000, 0, 6));
    const scan: SliceScan<Span, Row, Cursor> = async (window, after, rows, missing, leftMs) => {
      sizes.push(rows);
      const started = performance.now();
      // The first slice is slow: a costly filter, or a wait behind other users' slices.
      if (sizes.length === 1) while (performance.now() - started < 2 * SLICE_SIZES.targetMs) {}
      return read(window, after, rows, missing, leftMs);
    };
    await newestInSlices(range, 501, 60_000, scan, () => new Error('x'));
    expect(sizes[1]).toBeLessThan(sizes[0]!);
    expect(Math.max(...sizes.slice(2))).toBeGreaterThan(sizes[1]!);
  });

  it('stops between slices once its time is spent', async () => {
    const scan: SliceScan<Span, Row, Cursor> = async () => {
      const started = Date.now();
      while (Date.now() - started < 30) {}
      return { matched: [], scanned: 64_000, last: { t: 0, id: 0 } };
    };
    await expect(newestInSlices(range, 501, 50, scan, () => new Error('expired'))).rejects.toThrow('expired');
  });
});
