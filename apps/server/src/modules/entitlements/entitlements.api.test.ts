import type { EntitlementsSummary, EntitlementUsage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps, appVersions, builds, deployments, invitations, tenants } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
type Session = Awaited<ReturnType<typeof signIn>>;

describe('entitlements: limits against use, staff grants and overrides, and the limits enforced', () => {
  let ctx: TestContext;
  const s: Record<string, Session> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const who of ['admin', 'member', 'staff', 'producer'])
      s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(() => ctx.close());

  const acme = (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => session.request(method, url, { headers: { 'x-organization-id': ACME }, payload });
  // Staff act on any company without being its members: no company header.
  const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    s.staff!.request(method, url, { payload });
  const summary = async (org = ACME, query = '') => {
    const res = await asStaff('GET', `/auth/v1/organizations/${org}/entitlements${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as EntitlementsSummary;
  };
  const usage = (sum: EntitlementsSummary, measure: EntitlementUsage['measure']) =>
    sum.usage.find((u) => u.measure === measure)!;
  const override = (overrides: Record<string, unknown>, org = ACME) =>
    asStaff('PUT', `/auth/v1/organizations/${org}/entitlements/overrides`, { overrides });

  it("shows a member the company's entitlements and each limit against its use", async () => {
    const res = await acme(s.member!, 'GET', `/auth/v1/organizations/${ACME}/entitlements`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as EntitlementsSummary;
    expect(body.entitlements.map((e) => e.name)).toEqual(
      expect.arrayContaining(['extendessentials', 'extendsaml', 'ML APIs Early Adopter Program']),
    );
    expect(usage(body, 'developmentTenants')).toEqual({
      measure: 'developmentTenants',
      limit: 5,
      used: 1,
      source: 'entitlement',
    });
    expect(usage(body, 'companyUsers').used).toBeGreaterThan(3);
    // Acme's entitlements began 300 days before the seed: its usage year started then.
    expect(body.period.end > body.period.start).toBe(true);
    // The provider's restricted programme is not the company's to see when asked so.
    const visible = (await summary(ACME, '?includeRestricted=false')).entitlements.map((e) => e.name);
    expect(visible).not.toContain('ML APIs Early Adopter Program');
    expect(visible).toContain('extendessentials');
  });

  it('refuses the signed-out (401), another company (403) and bad queries (400)', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/auth/v1/organizations/${ACME}/entitlements`,
    });
    expect(anonymous.statusCode).toBe(401);
    // The producer belongs to Globex, not Acme.
    expect((await s.producer!.request('GET', `/auth/v1/organizations/${ACME}/entitlements`)).statusCode).toBe(
      403,
    );
    expect(
      (await acme(s.admin!, 'GET', `/auth/v1/organizations/${ACME}/entitlements?includeRestricted=maybe`))
        .statusCode,
    ).toBe(400);
    // Staff read any company's; Bright's 120 members sit under the user limit staff raised for it.
    const bright = await summary(BRIGHT);
    expect(usage(bright, 'companyUsers')).toMatchObject({ limit: 125, source: 'override' });
  });

  it('lets only staff grant, revoke and override, validates what they send and audits it', async () => {
    const grant = (session: Session, payload: unknown) =>
      session === s.staff
        ? asStaff('POST', `/auth/v1/organizations/${ACME}/entitlements`, payload)
        : acme(session, 'POST', `/auth/v1/organizations/${ACME}/entitlements`, payload);
    expect((await grant(s.admin!, { name: 'extendpro', startDate: '2026-01-01' })).statusCode).toBe(403);
    expect((await grant(s.staff!, { name: 'extendmega', startDate: '2026-01-01' })).statusCode).toBe(400);
    expect((await grant(s.staff!, { name: 'extendpro', startDate: '2026-13-01' })).statusCode).toBe(400);
    const granted = await grant(s.staff!, { name: 'extendpro', startDate: '2026-01-01' });
    expect(granted.statusCode).toBe(201);
    expect(usage(granted.json(), 'developmentTenants').limit).toBe(10);
    const twice = await grant(s.staff!, { name: 'extendpro', startDate: '2026-01-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The company already holds extendpro.');
    const revoked = await asStaff('DELETE', `/auth/v1/organizations/${ACME}/entitlements/extendpro`);
    expect(revoked.statusCode).toBe(200);
    expect(usage(revoked.json(), 'developmentTenants').limit).toBe(5);
    expect(
      (await asStaff('DELETE', `/auth/v1/organizations/${ACME}/entitlements/extendpro`)).statusCode,
    ).toBe(404);

    expect(
      (
        await acme(s.admin!, 'PUT', `/auth/v1/organizations/${ACME}/entitlements/overrides`, {
          overrides: {},
        })
      ).statusCode,
    ).toBe(403);
    for (const bad of [
      { parking: 3 },
      { companyUsers: -1 },
      { companyUsers: 2.5 },
      { companyUsers: 10_000_001 },
    ])
      expect((await override(bad)).statusCode).toBe(400);
    expect((await override({ dataUsageGb: null })).json()).toEqual({ overrides: { dataUsageGb: null } });
    expect(usage(await summary(), 'dataUsageGb')).toMatchObject({ limit: null, source: 'override' });
    expect((await override({})).statusCode).toBe(200);
    expect(usage(await summary(), 'dataUsageGb')).toMatchObject({ limit: 50, source: 'entitlement' });
    expect((await override({}, '00000000-0000-4000-8000-0000000000ff')).statusCode).toBe(404);

    const lines = await ctx.database.db.execute(
      `select message from logs where org_id = '${ACME}' and type = 'audit' and attributes->>'action' like 'entitlements.%'`,
    );
    const audit = (lines as { rows: { message: string }[] }).rows.map((row) => row.message);
    expect(audit).toEqual(
      expect.arrayContaining([
        'Granted entitlement extendpro from 2026-01-01',
        'Removed entitlement extendpro',
        'Changed the entitlement overrides',
      ]),
    );
  });

  it('refuses a development tenant past the limit with its message, and creates none', async () => {
    expect((await override({ developmentTenants: 1 })).statusCode).toBe(200);
    const res = await acme(s.admin!, 'POST', '/auth/v1/provisioner/tenants', { name: 'acme_over' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This company has reached its limit of 1 development tenants. Delete one first.',
    );
    expect(await ctx.database.db.select().from(tenants).where(eq(tenants.name, 'acme_over'))).toEqual([]);
    await override({});
    expect(
      (await acme(s.admin!, 'POST', '/auth/v1/provisioner/tenants', { name: 'acme_over' })).statusCode,
    ).toBe(201);
  });

  it('refuses an invitation form that would pass the user limit, and writes none of it', async () => {
    const seats = usage(await summary(), 'companyUsers').used;
    await override({ companyUsers: seats + 1 });
    const invite = (emails: string[]) =>
      acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
        users: emails.map((email) => ({ email, firstName: 'New', lastName: 'Person', roles: ['member'] })),
      });
    const two = await invite(['one@acme.example', 'two@acme.example']);
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(
      `This company has reached its limit of ${seats + 1} users (members and pending invitations). Ask your provider about a larger entitlement.`,
    );
    expect(
      await ctx.database.db.select().from(invitations).where(eq(invitations.email, 'one@acme.example')),
    ).toEqual([]);
    expect((await invite(['one@acme.example'])).statusCode).toBe(201);
    // The pending invitation holds its seat; inviting the same address again takes no second one.
    expect(usage(await summary(), 'companyUsers').used).toBe(seats + 1);
    expect((await invite(['one@acme.example'])).statusCode).toBe(201);
    expect((await invite(['three@acme.example'])).statusCode).toBe(409);
    await override({});
  });

  it('refuses an Extend app new to Production past the limit; one already there redeploys', async () => {
    const db = ctx.database.db;
    const certified = async (referenceId: string) => {
      const [app] = await db
        .insert(apps)
        .values({ organizationId: ACME, referenceId, name: referenceId, type: 'EXTEND' })
        .returning();
      const [version] = await db
        .insert(appVersions)
        .values({
          appId: app!.id,
          number: 1,
          version: '1.0.0',
          sourceKey: 'k',
          sourceSize: 2_000_000,
          sourceSha256: 'x',
          environment: 'Production',
          reviewState: 'CERTIFIED',
        })
        .returning();
      await db.insert(builds).values({ versionId: version!.id, status: 'SUCCEEDED' });
      return version!.id;
    };
    const deploy = (versionId: string) =>
      acme(s.admin!, 'POST', '/aos/v1/deploy', { versionId, tenant: 'acme_prod', environment: 'Production' });
    const first = await certified('limit_first');
    const second = await certified('limit_second');
    await override({ productionExtendApps: 1 });
    expect((await deploy(first)).statusCode).toBe(201);
    expect((await deploy(first)).statusCode).toBe(201);
    const refused = await deploy(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This company has reached its limit of 1 Extend apps in production. Ask your provider about a larger entitlement.',
    );
    const [secondApp] = await db.select().from(apps).where(eq(apps.referenceId, 'limit_second'));
    expect(await db.select().from(deployments).where(eq(deployments.appId, secondApp!.id))).toEqual([]);
    const used = usage(await summary(), 'productionExtendApps');
    expect(used).toMatchObject({ limit: 1, used: 1 });
    // The versions' sources count as this year's data usage.
    expect(usage(await summary(), 'dataUsageGb').used).toBeGreaterThanOrEqual(0.004);
    await override({});
    expect((await deploy(second)).statusCode).toBe(201);
  });
});
