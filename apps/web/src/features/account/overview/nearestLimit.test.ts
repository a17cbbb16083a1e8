import type { EntitlementUsage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { nearestLimit } from './nearestLimit.ts';

const usage = (
  measure: EntitlementUsage['measure'],
  used: number,
  limit: number | null,
): EntitlementUsage => ({
  measure,
  used,
  limit,
  source: 'entitlement',
});

describe('the limit nearest to being reached', () => {
  it('is the measure with the highest share of its limit, over the limit included', () => {
    expect(
      nearestLimit([
        usage('companyUsers', 80, 100),
        usage('developmentTenants', 6, 5),
        usage('dscUsers', 1, 4),
      ])?.measure,
    ).toBe('developmentTenants');
  });

  it('passes over unlimited measures, and a zero limit in use counts as full', () => {
    expect(nearestLimit([usage('dataUsageGb', 999, null), usage('dscUsers', 1, 0)])?.measure).toBe(
      'dscUsers',
    );
    expect(nearestLimit([usage('dataUsageGb', 999, null)])).toBeNull();
    expect(nearestLimit([])).toBeNull();
  });

  it('keeps the first of equals', () => {
    expect(nearestLimit([usage('companyUsers', 1, 2), usage('dscUsers', 2, 4)])?.measure).toBe(
      'companyUsers',
    );
  });
});
