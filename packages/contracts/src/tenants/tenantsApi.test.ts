import { describe, expect, it } from 'vitest';
import { deployRequestSchema } from '../apps/appsApi.ts';
import { tenantListQuerySchema, tenantNameSchema, tenantSchema } from './tenantsApi.ts';

describe('tenants', () => {
  it('names a tenant with 1-63 lowercase letters, digits, - or _, starting with a letter or digit', () => {
    for (const good of ['acme_dev', 'a', '0-x', 'a'.repeat(63)])
      expect(tenantNameSchema.safeParse(good).success).toBe(true);
    for (const bad of ['', 'Acme', '_dev', 'acme dev', 'a'.repeat(64), 'acme/dev'])
      expect(tenantNameSchema.safeParse(bad).success).toBe(false);
  });

  it('uses the same name rule in a deploy request', () => {
    const request = { versionId: '00000000-0000-4000-8000-000000000001', environment: 'Sandbox' };
    expect(deployRequestSchema.safeParse({ ...request, tenant: 'acme_sb' }).success).toBe(true);
    const bad = deployRequestSchema.safeParse({ ...request, tenant: 'Acme SB' });
    expect(bad.error?.issues[0]?.message).toBe('Tenant is 1-63 lowercase letters, digits, - or _.');
  });

  it('has one of the four environments', () => {
    const tenant = {
      id: '00000000-0000-4000-8000-000000000009',
      organizationId: '00000000-0000-4000-8000-000000000001',
      name: 'acme_prod',
      environment: 'Production',
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    expect(tenantSchema.parse(tenant)).toEqual(tenant);
    expect(tenantSchema.safeParse({ ...tenant, environment: 'Staging' }).success).toBe(false);
  });

  it('pages like the other company lists: start from 0, length 1 to 100', () => {
    expect(tenantListQuerySchema.parse({})).toEqual({ start: 0, length: 100 });
    expect(tenantListQuerySchema.safeParse({ length: '101' }).success).toBe(false);
  });
});
