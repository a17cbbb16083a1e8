import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };

describe('company tenants: the list, and deploy to one of them only', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let member: Awaited<ReturnType<typeof signIn>>;
  let versionId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Tenant test', referenceId: 'tenant_test', type: 'EXTEND', source: 'scratch' },
    });
    versionId = res.json().version.id;
    await waitForBuild(dev, ACME, res.json().build.id);
  });
  afterAll(() => ctx.close());

  const list = (org: string, query = '', session = dev) =>
    session.request('GET', `/auth/v1/organizations/${org}/tenants${query}`);
  const deploy = (tenant: string, environment: string) =>
    dev.request('POST', '/aos/v1/deploy', { headers: acme, payload: { versionId, tenant, environment } });

  it("lists the company's tenants by name with their environment", async () => {
    const res = await list(ACME);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(
      res.json().data.map((t: { name: string; environment: string }) => [t.name, t.environment]),
    ).toEqual([
      ['acme_dev', 'Development'],
      ['acme_impl', 'Implementation'],
      ['acme_prod', 'Production'],
      ['acme_sb', 'Sandbox'],
    ]);
    expect(res.json().data[0]).toMatchObject({ organizationId: ACME, id: expect.any(String) });
  });

  it('pages with start and length, the total staying the whole count', async () => {
    const res = await list(ACME, '?start=1&length=2');
    expect(res.json().total).toBe(4);
    expect(res.json().data.map((t: { name: string }) => t.name)).toEqual(['acme_impl', 'acme_prod']);
    expect((await list(ACME, '?start=10')).json()).toEqual({ total: 4, data: [] });
  });

  it('refuses a bad page, a company id that is not a uuid, another company, a role without tenants.read', async () => {
    expect((await list(ACME, '?length=0')).statusCode).toBe(400);
    expect((await list(ACME, '?length=101')).statusCode).toBe(400);
    expect((await list(ACME, '?start=-1')).statusCode).toBe(400);
    expect((await list('acme')).statusCode).toBe(400);
    // The developer is not a member of Bright: its tenants are not theirs to see.
    expect((await list(BRIGHT)).statusCode).toBe(403);
    const asMember = await list(ACME, '', member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Your role in this company does not allow this.');
  });

  it('asks to sign in first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/auth/v1/organizations/${ACME}/tenants` });
    expect(res.statusCode).toBe(401);
  });

  it('deploys to a tenant of the company in its environment', async () => {
    const res = await deploy('acme_dev', 'Development');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tenant: 'acme_dev', environment: 'Development', versionNumber: 1 });
    const registry = (await dev.request('GET', '/aos/v1/registry?tenant=acme_dev', { headers: acme })).json();
    expect(registry.data).toMatchObject([{ referenceId: 'tenant_test', tenant: 'acme_dev' }]);
  });

  it('refuses a tenant the company does not have, and another company tenant, with 404', async () => {
    for (const tenant of ['acme_nowhere', 'bright_dev']) {
      const res = await deploy(tenant, 'Development');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tenant not found.');
    }
  });

  it('refuses a tenant of another environment than the one asked for with 400', async () => {
    const res = await deploy('acme_impl', 'Development');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tenant acme_impl is for Implementation, not Development.');
  });

  it('refuses a badly formed tenant name with 400', async () => {
    const res = await deploy('Acme Prod', 'Production');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Tenant is 1-63 lowercase letters/);
  });

  it("keeps the state machine's 409 for a real tenant the version's stage may not reach", async () => {
    const res = await deploy('acme_prod', 'Production');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A version in Development cannot be deployed to a Production tenant.');
    const registry = (
      await dev.request('GET', '/aos/v1/registry?tenant=acme_prod', { headers: acme })
    ).json();
    expect(registry.data).toEqual([]);
  });
});
