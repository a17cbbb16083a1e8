import { describe, expect, it } from 'vitest';
import { type Role, roleBadgesFor, roleDisplayRank, roleLabelsFor, selectableRoles } from './roleRules.ts';

describe('roleDisplayRank (docs/product/people.md PEOPLE-2)', () => {
  it('orders admin only, dsc combinations, dsc alone, single basic roles, anything else', () => {
    const sets: Role[][] = [
      ['systemaccount'],
      ['member'],
      ['dsc'],
      ['dsc', 'developer'],
      ['admin'],
      ['admin', 'developer'],
    ];
    const sorted = [...sets].sort((a, b) => roleDisplayRank(a) - roleDisplayRank(b));
    expect(sorted).toEqual([
      ['admin'],
      ['dsc', 'developer'],
      ['dsc'],
      ['member'],
      ['systemaccount'],
      ['admin', 'developer'],
    ]);
  });

  it('ranks each basic role alone as 4 and dsc with admin as 2', () => {
    for (const role of ['developer', 'specialist', 'member'] as Role[])
      expect(roleDisplayRank([role])).toBe(4);
    expect(roleDisplayRank(['admin', 'dsc'])).toBe(2);
    expect(roleDisplayRank(['dsc', 'systemaccount'])).toBe(5);
  });
});

describe('roleLabelsFor', () => {
  it('labels dsc as Partner Contact in partner companies', () => {
    expect(roleLabelsFor(['dsc', 'admin'], { isPartner: true })).toEqual(['Admin', 'Partner Contact']);
    expect(roleLabelsFor(['dsc'])).toEqual(['Developer Support Contact']);
  });

  it('gives translatable badges strongest first, partnerContact for a partner dsc', () => {
    expect(roleBadgesFor(['member', 'dsc', 'admin'], { isPartner: true })).toEqual([
      'admin',
      'partnerContact',
      'member',
    ]);
    expect(roleBadgesFor(['dsc'])).toEqual(['dsc']);
  });
});

describe('selectableRoles', () => {
  it('excludes dsc and systemaccount', () => {
    expect(selectableRoles()).toEqual(['member', 'specialist', 'developer', 'admin']);
  });
});
