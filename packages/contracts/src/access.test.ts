import { describe, expect, it } from 'vitest';
import { type AccessContext, decideAccess } from './access.ts';

const prod: AccessContext = {
  envLevel: 'PROD',
  globalPermissions: [],
  orgPermissions: ['apps.read', 'apps.write'],
};

describe('decideAccess', () => {
  it('hides a route flagged hidden', () => {
    expect(decideAccess(prod, { hidden: true })).toBe('hidden');
  });

  it('hides a DEV route on a PROD deployment and shows it on a DEV one', () => {
    expect(decideAccess(prod, { confidence: 'DEV' })).toBe('hidden');
    expect(decideAccess({ ...prod, envLevel: 'DEV' }, { confidence: 'DEV' })).toBe('allowed');
    expect(decideAccess({ ...prod, envLevel: 'DEV' }, { confidence: 'PROD' })).toBe('allowed');
  });

  it('forbids without the global permission', () => {
    expect(decideAccess(prod, { globalPermission: 'admin.portal' })).toBe('forbidden');
    const staff = { ...prod, globalPermissions: ['admin.portal', 'admin.apps'] };
    expect(decideAccess(staff, { globalPermission: ['admin.portal', 'admin.apps'] })).toBe('allowed');
    expect(decideAccess(staff, { globalPermission: ['admin.portal', 'admin.catalog'] })).toBe('forbidden');
    expect(
      decideAccess({ ...prod, globalPermissions: ['admin.portal'] }, { globalPermission: 'admin.portal' }),
    ).toBe('allowed');
  });

  it('reads an org permission array as all, or as any when asked', () => {
    expect(decideAccess(prod, { orgPermission: ['apps.read', 'apps.retire'] })).toBe('forbidden');
    expect(
      decideAccess(prod, { orgPermission: ['apps.read', 'apps.retire'], orgPermissionMode: 'any' }),
    ).toBe('allowed');
    expect(decideAccess(prod, { hasSomeOrgPermissions: ['x', 'apps.write'] })).toBe('allowed');
    expect(decideAccess(prod, { hasSomeOrgPermissions: ['x', 'y'] })).toBe('forbidden');
  });

  it('checks org permissions only when a company is selected', () => {
    expect(decideAccess({ ...prod, orgPermissions: null }, { orgPermission: 'apps.retire' })).toBe('allowed');
  });

  it('hides when the hide-if-org-permission is held', () => {
    expect(decideAccess(prod, { hideIfOrgPermission: 'apps.write' })).toBe('hidden');
  });
});
