import { describe, expect, it } from 'vitest';
import { defaultOrganization, sortOrganizations } from './organizationRules.ts';

const org = (organizationName: string, associationType: 'PRIMARY' | 'SECONDARY' | 'COLLABORATOR') => ({
  organizationName,
  associationType,
});

describe('sortOrganizations (docs/product/companies.md COMPANIES-2)', () => {
  it('puts primary, then secondary, then collaborator, by name within each', () => {
    const sorted = sortOrganizations([
      org('Zeta', 'COLLABORATOR'),
      org('beta', 'SECONDARY'),
      org('Alpha', 'COLLABORATOR'),
      org('Main', 'PRIMARY'),
      org('Acme', 'SECONDARY'),
    ]);
    expect(sorted.map((o) => o.organizationName)).toEqual(['Main', 'Acme', 'beta', 'Alpha', 'Zeta']);
  });

  it('does not change its input', () => {
    const input = [org('B', 'SECONDARY'), org('A', 'PRIMARY')];
    sortOrganizations(input);
    expect(input[0]?.organizationName).toBe('B');
  });

  it('defaults to the primary company', () => {
    expect(defaultOrganization([org('B', 'SECONDARY'), org('A', 'PRIMARY')])?.organizationName).toBe('A');
    expect(defaultOrganization([])).toBeUndefined();
  });
});
