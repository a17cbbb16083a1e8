import { describe, expect, it } from 'vitest';
import { percentilesCont } from './percentiles.ts';

/** percentile_cont as PostgreSQL's documentation defines it, over every value written out. */
function naive(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lo = sorted[Math.floor(position)]!;
  const proportion = position - Math.floor(position);
  return proportion === 0 ? lo : lo + proportion * (sorted[Math.ceil(position)]! - lo);
}

function countsOf(values: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('percentilesCont', () => {
  const fractions = [0, 0.5, 0.95, 0.99, 1];

  it('is null for every fraction without values', () => {
    expect(percentilesCont(new Map(), [0.5, 0.95])).toEqual([null, null]);
    expect(percentilesCont(new Map([[3, 0]]), [0.5])).toEqual([null]);
  });

  it('is the one value when there is one', () => {
    expect(percentilesCont(new Map([[12.5, 1]]), fractions)).toEqual(fractions.map(() => 12.5));
  });

  it('interpolates between the two rows around the position', () => {
    // 10, 20, ..., 100: the median is halfway between 50 and 60; p95 at 0.55 of the way from 90 to 100.
    const values = Array.from({ length: 10 }, (_, i) => (i + 1) * 10);
    const [p50, p95] = percentilesCont(countsOf(values), [0.5, 0.95]);
    expect(p50).toBe(55);
    // 0.95 * 9 is 8.549999999999999 in doubles, as in PostgreSQL's: close to 95.5, not equal.
    expect(p95).toBeCloseTo(95.5, 10);
  });

  it('answers as over the values written out, for repeated and fractional values', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (const size of [2, 3, 17, 100, 1_001]) {
      const values = Array.from({ length: size }, () =>
        random() < 0.5 ? Math.floor(random() * 20) : Math.round(random() * 5_000) / 8,
      );
      expect(percentilesCont(countsOf(values), fractions)).toEqual(fractions.map((f) => naive(values, f)));
    }
  });
});
