import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDuration, formatPercent } from './numbers.ts';

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

  it('keeps decimals under decimalPrecision and writes every figure whole without it', () => {
    const whole = { precise: false };
    expect(formatAmount(1.256)).toBe('1.26');
    expect(formatAmount(0.004)).toBe('< 0.01');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1.256, 'en', whole)).toBe('1');
    expect(formatPercent(2.46, 'en', whole)).toBe('2 %');
    expect(formatDuration(1234, 'en', whole)).toBe('1 s');
    expect(formatDuration(850, 'en', whole)).toBe('850 ms');
    expect(formatAmount(1.5, 'fr_CA')).toBe('1,5');
  });
});
