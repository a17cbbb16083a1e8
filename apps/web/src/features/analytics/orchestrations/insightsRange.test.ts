import { describe, expect, it } from 'vitest';
import { parseRange, rangeQuery } from './insightsRange.ts';

describe('the insights range', () => {
  it('ends today in UTC and counts today among its days', () => {
    expect(rangeQuery(7, new Date('2026-03-10T23:30:00-05:00'))).toEqual({
      from: '2026-03-05',
      to: '2026-03-11',
    });
    expect(rangeQuery(30, new Date('2026-03-01T12:00:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('reads the offered ranges from the address and falls back to 30 days', () => {
    expect(parseRange('90')).toBe(90);
    expect(parseRange('7')).toBe(7);
    expect(parseRange('365')).toBe(30);
    expect(parseRange(null)).toBe(30);
  });
});
