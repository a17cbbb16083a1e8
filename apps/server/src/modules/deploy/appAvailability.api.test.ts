import { regionInfo } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp } from '../../../test/testApp.ts';
import { appVersions } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id; // scylla:us: no default app hub
const BRIGHT = demoOrgs.bright.id; // scylla:de: hub 1
const as = (organizationId: string) => ({ 'x-organization-id': organizationId });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Session = Awaited<ReturnType<typeof signIn>>;
const notServedInAcme =
  'This app is not available in the region Americas (scylla:us): apps of Europe (scylla:de) are not served there.';

/**
 * Acme's app atlas and Bright's app berlin, each with version 1 in Production (the lifecycle there is
 * tested in apps) and licensed to the other company: atlas is served in Bright's region (hub 1), berlin
 * not in Acme's (its region takes its own region's apps only). Acme's app later, in Development, is
 * licensed to Bright from next week (visible, not in force).
 */
async function world(flags = '') {
  const ctx = await createTestApp(flags ? { FEATURE_FLAGS: flags } : {});
  await seedIdentityDemo(ctx.database.db, ctx.config);
  await ctx.jobs.start();
  const [developer, admin, dsc] = await Promise.all([
    signIn(ctx.app, 'developer@demo.example'),
    signIn(ctx.app, 'admin@demo.example'),
    signIn(ctx.app, 'dsc@demo.example'),
  ]);
  const create = async (who: Session, org: string, referenceId: string, isProduction: boolean) => {
    const res = await who.request('POST', '/apphub/v1/apps', {
      headers: as(org),
      payload: { name: referenceId, referenceId, type: 'EXTEND', source: 'scratch' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await waitForBuild(who, org, res.json().build.id);
    const appId = res.json().app.id as string;
    if (isProduction)
      await ctx.database.db
        .update(appVersions)
        .set({ environment: 'Production', reviewState: 'CERTIFIED' })
        .where(eq(appVersions.appId, appId));
    return { appId, versionId: res.json().version.id as string };
  };
  const atlas = await create(developer, ACME, 'atlas', true);
  const later = await create(developer, ACME, 'later', false);
  const berlin = await create(dsc, BRIGHT, 'berlin', true);
  const license = async (who: Session, org: string, appId: string, consumer: string, start = day(0)) => {
    const res = await who.request('POST', `/auth/v1/organizations/${org}/licenses`, {
      headers: as(org),
      payload: { appId, consumerOrganizationId: consumer, licenseStart: start },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await license(admin, ACME, atlas.appId, BRIGHT);
  await license(admin, ACME, later.appId, BRIGHT, day(7));
  await license(dsc, BRIGHT, berlin.appId, ACME);
  const availability = (who: Session, org: string, app: string, versionId: string) =>
    who.request('GET', `/apphub/v1/apps/${app}/availability?versionId=${versionId}`, { headers: as(org) });
  const deploy = (who: Session, org: string, versionId: string, tenant: string, environment: string) =>
    who.request('POST', '/aos/v1/deploy', { headers: as(org), payload: { versionId, tenant, environment } });
  return { ctx, developer, admin, dsc, atlas, later, berlin, availability, deploy };
}

describe('appAvailability: where a version can be deployed, with the reason when not', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.ctx.close());

  it("answers the company's region and every tenant, with its data centre", async () => {
    const res = await w.availability(w.developer, ACME, w.atlas.appId, w.atlas.versionId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      appId: w.atlas.appId,
      versionId: w.atlas.versionId,
      appRegion: 'scylla:us',
      regions: [{ region: 'scylla:us', available: true, reason: null }],
    });
    expect(body.tenants.map((t: { name: string }) => t.name)).toEqual([
      'acme_dev',
      'acme_impl',
      'acme_prod',
      'acme_sb',
    ]);
    for (const tenant of body.tenants) {
      expect(tenant).toMatchObject({ region: 'scylla:us', available: true, reason: null });
      expect(regionInfo['scylla:us'].dataCenters).toContain(tenant.dataCenter);
    }
  });

  it('gives the stage as the reason a Development version cannot go higher', async () => {
    const res = await w.availability(w.developer, ACME, 'later', w.later.versionId);
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(
      res.json().tenants.map((t: { name: string; reason: unknown }) => [t.name, t]),
    );
    expect(byName.acme_dev).toMatchObject({ available: true, reason: null });
    expect(byName.acme_impl).toMatchObject({
      available: false,
      reason: {
        code: 'stageTooLow',
        message: 'A version in Development cannot be deployed to an Implementation tenant.',
      },
    });
  });

  it('says a region its hub does not serve, and deploy refuses it with the same sentence', async () => {
    const res = await w.availability(w.developer, ACME, w.berlin.appId, w.berlin.versionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appRegion).toBe('scylla:de');
    const reason = { code: 'regionNotServed', message: notServedInAcme, limit: null };
    expect(res.json().regions).toEqual([{ region: 'scylla:us', available: false, reason }]);
    expect(res.json().tenants.length).toBe(4);
    for (const tenant of res.json().tenants) expect(tenant).toMatchObject({ available: false, reason });

    const refused = await w.deploy(w.developer, ACME, w.berlin.versionId, 'acme_dev', 'Development');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(notServedInAcme);

    // Bright's region takes apps of every region (hub 1): the licensee deploys there.
    const bright = await w.availability(w.dsc, BRIGHT, w.atlas.appId, w.atlas.versionId);
    expect(bright.json().regions).toEqual([{ region: 'scylla:de', available: true, reason: null }]);
    expect(bright.json().tenants.every((t: { available: boolean }) => t.available)).toBe(true);
    expect((await w.deploy(w.dsc, BRIGHT, w.atlas.versionId, 'bright_dev', 'Development')).statusCode).toBe(
      201,
    );
  });

  it('says a licence not yet in force does not grant the version', async () => {
    const res = await w.availability(w.dsc, BRIGHT, w.later.appId, w.later.versionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().regions[0]).toMatchObject({ available: false, reason: { code: 'notLicensed' } });
    for (const tenant of res.json().tenants)
      expect(tenant).toMatchObject({
        available: false,
        reason: {
          code: 'notLicensed',
          message:
            'This company does not own this version, and no licence in force grants it to the company.',
        },
      });
  });

  it('refuses an unknown or unlicensed app, a version of another app, and a bad id with clear messages', async () => {
    const unknownApp = await w.availability(w.developer, ACME, 'no_such_app', w.atlas.versionId);
    expect(unknownApp.statusCode).toBe(404);
    expect(unknownApp.json().message).toBe('App not found. It may have already been retired or deleted.');
    // Northwind holds no licence to Acme's app: to it the app does not exist.
    const other = await w.availability(w.admin, demoOrgs.northwind.id, w.atlas.appId, w.atlas.versionId);
    expect(other.statusCode, other.body).toBe(404);
    const mixed = await w.availability(w.developer, ACME, w.atlas.appId, w.later.versionId);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('Version not found.');
    const bad = await w.availability(w.developer, ACME, w.atlas.appId, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/versionId/i);
  });

  it('deploy refuses an unknown tenant and a tenant of another company alike', async () => {
    for (const tenant of ['acme_nowhere', 'bright_dev']) {
      const res = await w.deploy(w.developer, ACME, w.atlas.versionId, tenant, 'Development');
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Tenant not found.');
    }
  });

  it('shows a Production tenant unavailable once the company is at its Extend apps limit', async () => {
    const staff = await signIn(w.ctx.app, 'staff@demo.example');
    const set = await staff.request('PUT', `/auth/v1/organizations/${ACME}/entitlements/overrides`, {
      payload: { overrides: { productionExtendApps: 0 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await w.availability(w.developer, ACME, w.atlas.appId, w.atlas.versionId);
    const prod = res.json().tenants.find((t: { name: string }) => t.name === 'acme_prod');
    expect(prod).toMatchObject({
      available: false,
      reason: {
        code: 'entitlementLimit',
        limit: 0,
        message:
          'This company has reached its limit of 0 Extend apps in production. Ask your provider about a larger entitlement.',
      },
    });
    const dev = res.json().tenants.find((t: { name: string }) => t.name === 'acme_dev');
    expect(dev.available).toBe(true);
    // Deploy agrees: its own count, under the company's lock, refuses the same tenant.
    const refused = await w.deploy(w.developer, ACME, w.atlas.versionId, 'acme_prod', 'Production');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(prod.reason.message);
  });
});

describe('appAvailability with branchAvailabilityCheck off: regions limit nothing', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world('branchAvailabilityCheck=false');
  });
  afterAll(() => w.ctx.close());

  it('lets a region with no shared hub take the app, in the answer and in deploy', async () => {
    const res = await w.availability(w.developer, ACME, w.berlin.appId, w.berlin.versionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().regions).toEqual([{ region: 'scylla:us', available: true, reason: null }]);
    expect(res.json().tenants.every((t: { available: boolean }) => t.available)).toBe(true);
    const deployed = await w.deploy(w.developer, ACME, w.berlin.versionId, 'acme_dev', 'Development');
    expect(deployed.statusCode, deployed.body).toBe(201);
  });

  it('still refuses what the lifecycle refuses', async () => {
    const res = await w.availability(w.developer, ACME, w.later.appId, w.later.versionId);
    const impl = res.json().tenants.find((t: { name: string }) => t.name === 'acme_impl');
    expect(impl.reason.code).toBe('stageTooLow');
  });
});
