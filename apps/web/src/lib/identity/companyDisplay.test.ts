import { sortOrganizations } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { demoOrganizations } from '../../test/identityStub.ts';
import { companyRoleBadges, groupByAssociation } from './companyDisplay.ts';

describe('company display', () => {
  it('groups companies primary, then secondary, then collaborator', () => {
    const groups = groupByAssociation(sortOrganizations(demoOrganizations));
    expect(groups.map((g) => [g.associationType, g.companies.map((c) => c.organizationName)])).toEqual([
      ['PRIMARY', ['Acme Health']],
      ['SECONDARY', ['Bright Partners']],
      ['COLLABORATOR', ['Northwind Software']],
    ]);
  });

  it('labels the dsc of a partner company as Partner Contact, after the stronger role', () => {
    expect(companyRoleBadges({ roles: ['dsc', 'developer'], organizationType: 'Partner' })).toEqual([
      'partnerContact',
      'developer',
    ]);
    expect(companyRoleBadges({ roles: ['dsc'], organizationType: 'Customer' })).toEqual(['dsc']);
  });
});
