import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatPercent } from './numbers.ts';

describe('number formats', () => {
  it('writes durations in ms under a second and in s above', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(1250)).toBe('1.25 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(null)).toBe('–');
  });

  it('writes percentages without a lone unit when unknown', () => {
    expect(formatPercent(2.5)).toBe('2.5 %');
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(2.5, 'fr_CA')).toBe('2,5 %');
  });

  it('writes counts whole and grouped', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});
