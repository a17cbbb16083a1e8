import { describe, expect, it } from 'vitest';
import { grantedLimit } from './entitlementCatalogue.ts';
import { entitlementPeriod } from './entitlementPeriod.ts';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('entitlementPeriod: usage resets yearly on the start date', () => {
  it.each([
    ['2025-03-10', '2026-11-26', { start: '2026-03-10', end: '2027-03-10' }],
    ['2025-12-01', '2026-11-26', { start: '2025-12-01', end: '2026-12-01' }],
    // The anniversary itself starts the new year.
    ['2024-11-26', '2026-11-26', { start: '2026-11-26', end: '2027-11-26' }],
    // The day before it is still the old one.
    ['2024-11-27', '2026-11-26', { start: '2025-11-27', end: '2026-11-27' }],
    // 29 February falls on 28 February in other years, and back on the 29th in leap years.
    ['2024-02-29', '2026-03-01', { start: '2026-02-28', end: '2027-02-28' }],
    ['2024-02-29', '2028-02-29', { start: '2028-02-29', end: '2029-02-28' }],
    // A start still to come: usage counts from it, so nothing is used yet.
    ['2027-01-15', '2026-11-26', { start: '2027-01-15', end: '2028-01-15' }],
  ])('from %s on %s', (start, today, period) => {
    expect(entitlementPeriod(start, at(today))).toEqual(period);
  });
});

describe('grantedLimit: the highest grant of the company entitlements, else the base', () => {
  it('takes the highest tier, not the sum', () => {
    expect(grantedLimit(['extendbasic', 'extendessentials'], 'developmentTenants')).toBe(5);
  });
  it('falls back to the base where no entitlement names the measure', () => {
    expect(grantedLimit(['extendsaml'], 'developmentTenants')).toBe(1);
    expect(grantedLimit([], 'productionExtendApps')).toBe(0);
  });
});
