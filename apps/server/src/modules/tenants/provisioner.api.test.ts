import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { tenants as tenantsTable } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;

describe('the provisioner: development tenants created, deleted and their integration password reset', () => {
  let ctx: TestContext;
  let dev: Session;
  let specialist: Session;

  const create = (name: string, session = dev) =>
    session.request('POST', '/auth/v1/provisioner/tenants', { headers: acme, payload: { name } });
  const remove = (id: string) =>
    dev.request('DELETE', `/auth/v1/provisioner/tenants/${id}`, { headers: acme });
  const tenants = async () =>
    (await dev.request('GET', `/auth/v1/organizations/${ACME}/tenants`)).json().data as {
      id: string;
      name: string;
      environment: string;
    }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
  });
  afterAll(() => ctx.close());

  it('creates a development tenant with a free name', async () => {
    const res = await create('acme_dev2');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'acme_dev2', environment: 'Development', organizationId: ACME });
    expect((await tenants()).map((t) => t.name)).toContain('acme_dev2');
  });

  it('refuses a name in use, a bad name, and a role without tenants.manage', async () => {
    const taken = await create('acme_dev2');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A tenant named acme_dev2 already exists in this company.');
    // Taken in another environment counts too: names are unique in the company.
    expect((await create('acme_prod')).statusCode).toBe(409);
    const bad = await create('Acme Dev');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Tenant is 1-63 lowercase letters, digits, - or _.');
    const forbidden = await create('acme_spec', specialist);
    expect(forbidden.statusCode).toBe(403);
  });

  it("stops at the company's development-tenant entitlement, even when creates race", async () => {
    // Acme holds extendessentials: five development tenants.
    const developmentTenantLimit = 5;
    const existing = (await tenants()).filter((t) => t.environment === 'Development').length;
    const room = developmentTenantLimit - existing;
    const answers = await Promise.all(Array.from({ length: room + 3 }, (_, i) => create(`acme_race${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(room);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe(
      `This company has reached its limit of ${developmentTenantLimit} development tenants. Delete one first.`,
    );
    expect((await tenants()).filter((t) => t.environment === 'Development')).toHaveLength(
      developmentTenantLimit,
    );
  });

  it('resets the integration password: shown once, stored hashed', async () => {
    const tenant = (await tenants()).find((t) => t.name === 'acme_dev2')!;
    const res = await dev.request('POST', `/auth/v1/provisioner/tenants/${tenant.id}/passwordReset`, {
      headers: acme,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { username, password } = res.json();
    expect(username).toBe('ISU_acme_dev2');
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [row] = await ctx.database.db
      .select({ hash: tenantsTable.integrationPasswordHash })
      .from(tenantsTable)
      .where(eq(tenantsTable.id, tenant.id));
    const stored = row?.hash ?? '';
    expect(stored).not.toContain(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    const again = await dev.request('POST', `/auth/v1/provisioner/tenants/${tenant.id}/passwordReset`, {
      headers: acme,
    });
    expect(again.json().password).not.toBe(password);
  });

  it('deletes a development tenant with its tokens, but not a production one or one an app runs on', async () => {
    const all = await tenants();
    const prod = all.find((t) => t.name === 'acme_prod')!;
    const refusedProd = await remove(prod.id);
    expect(refusedProd.statusCode).toBe(409);
    expect(refusedProd.json().message).toBe('Only development tenants can be deleted here.');

    // Which of the racing creates won is the race's: take one that did.
    const used = all.find((t) => t.name.startsWith('acme_race'))!;
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: {
        name: 'Provisioner test',
        referenceId: 'provisioner_test',
        type: 'EXTEND',
        source: 'scratch',
      },
    });
    await waitForBuild(dev, ACME, created.json().build.id);
    const deployed = await dev.request('POST', '/aos/v1/deploy', {
      headers: acme,
      payload: { versionId: created.json().version.id, tenant: used.name, environment: 'Development' },
    });
    expect(deployed.statusCode).toBe(201);
    const refusedUsed = await remove(used.id);
    expect(refusedUsed.statusCode).toBe(409);
    expect(refusedUsed.json().message).toBe(
      `Apps are deployed to ${used.name} (1). The tenant cannot be deleted while they are.`,
    );

    const gone = all.find((t) => t.name === 'acme_dev2')!;
    await dev.request('POST', '/auth/v2/consents', {
      headers: acme,
      payload: { tenantId: gone.id, scopes: ['workers.read'] },
    });
    const token = (
      await dev.request('POST', `/auth/v1/tenants/${gone.id}/connect`, {
        headers: acme,
        payload: { scopes: ['workers.read'] },
      })
    ).json();
    expect(await ctx.app.services.tenantTokens.verify(token.access_token)).not.toBeNull();
    expect((await remove(gone.id)).statusCode).toBe(204);
    expect((await tenants()).map((t) => t.name)).not.toContain('acme_dev2');
    expect(await ctx.app.services.tenantTokens.verify(token.access_token)).toBeNull();
    expect((await remove(gone.id)).statusCode).toBe(404);
    // Room again under the limit.
    expect((await create('acme_dev3')).statusCode).toBe(201);
  });
});
