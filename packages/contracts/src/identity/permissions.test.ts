import { describe, expect, it } from 'vitest';
import { can } from '../access.ts';
import { defaultRolePermissions, permissionsForRoles } from './permissions.ts';

describe('permissionsForRoles', () => {
  it('unites the permissions of several roles without duplicates', () => {
    const perms = permissionsForRoles(['dsc', 'admin']);
    expect(perms).toContain('support.manage');
    expect(perms).toContain('company.admin');
    expect(new Set(perms).size).toBe(perms.length);
  });

  it('gives a member no write permission', () => {
    expect(permissionsForRoles(['member'])).not.toContain('apps.write');
    expect(defaultRolePermissions.member).toContain('apps.read');
  });

  it('feeds can() as the org permission list', () => {
    const ctx = {
      envLevel: 'PROD' as const,
      globalPermissions: [],
      orgPermissions: permissionsForRoles(['developer']),
    };
    expect(can(ctx, { orgPermission: 'apps.retire' })).toBe(true);
    expect(can(ctx, { orgPermission: 'company.admin' })).toBe(false);
  });
});
