import { regionInfo } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { chooseDataCenter } from './dataCenter.ts';

const ACME = demoOrgs.acme.id; // scylla:us: us-east-1, us-central-1
const acme = { 'x-organization-id': ACME };

describe('dclocation: the data centre a tenant was given, stored on it', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const dcLocation = (tenant: string, headers: Record<string, string> = acme) =>
    admin.request('GET', `/apphub/v1/dclocation?tenant=${encodeURIComponent(tenant)}`, { headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    admin = await signIn(ctx.app, 'admin@demo.example');
  });
  afterAll(() => ctx.close());

  it("answers one of the region's data centres, the same the tenant's configuration shows", async () => {
    const res = await dcLocation('acme_dev');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tenant: 'acme_dev',
      region: 'scylla:us',
      dataCenter: chooseDataCenter('scylla:us', ACME, 'acme_dev'),
    });
    expect(regionInfo['scylla:us'].dataCenters).toContain(res.json().dataCenter);
    const tenants = await admin.request('GET', `/auth/v1/organizations/${ACME}/tenants`);
    const id = tenants.json().data.find((t: { name: string }) => t.name === 'acme_dev').id;
    const config = await admin.request('GET', `/auth/v1/tenantConfig/${id}`, { headers: acme });
    expect(config.json().dataCenter).toBe(res.json().dataCenter);
  });

  it("spreads a region's tenants over its data centres and keeps each where it was put", async () => {
    const names = ['t1', 't2', 't3', 't4', 't5', 't6'].map((n) => `spread_${n}`);
    const centres = new Set(names.map((name) => chooseDataCenter('scylla:us', ACME, name)));
    expect(centres.size).toBe(2);
    const created = await admin.request('POST', '/auth/v1/provisioner/tenants', {
      headers: acme,
      payload: { name: 'spread_t1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await dcLocation('spread_t1')).json().dataCenter).toBe(
      chooseDataCenter('scylla:us', ACME, 'spread_t1'),
    );
  });

  it('refuses an unknown tenant, a tenant of another company and a bad name with clear messages', async () => {
    for (const tenant of ['acme_nowhere', 'bright_dev']) {
      const res = await dcLocation(tenant);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tenant not found.');
    }
    const bad = await dcLocation('Bad Name');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Tenant is 1-63 lowercase letters, digits, - or _.');
    const none = await admin.request('GET', '/apphub/v1/dclocation', { headers: acme });
    expect(none.statusCode).toBe(400);
  });
});
