import type { AuditPage, License } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps, appVersions, deploymentHistory, deployments } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const GLOBEX = demoOrgs.globex.id;
const NORTHWIND = demoOrgs.northwind.id; // Acme's admin is a member there too
const UNKNOWN = '0b0b0b0b-0000-4000-8000-000000000000';
const as = (organizationId: string) => ({ 'x-organization-id': organizationId });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Licensing an app to another company from grant to end (docs/product/licenses.md,
 * docs/decisions/license-end.md): Acme's admin licenses; Acme's developer lacks licenses.manage; Bright's
 * admin is the licensee; staff end any company's licence.
 */
describe('licenses: grant, list, end', () => {
  let ctx: TestContext;
  let admin: Session; // Acme admin: licenses.manage
  let developer: Session; // Acme developer: no licenses.manage
  let licensee: Session; // Bright admin (and an Acme collaborator without licenses.manage)
  let staff: Session;
  let appId: string;
  let v1: string;
  let v2: string;

  const licensesOf = (org: string) => `/auth/v1/organizations/${org}/licenses`;
  const grant = (who: Session, body: object, org = ACME) =>
    who.request('POST', licensesOf(org), { headers: as(org), payload: { appId, ...body } });
  const end = (who: Session, id: string, org = ACME) =>
    who.request('POST', `${licensesOf(org)}/${id}/end`, { headers: as(org) });
  const given = async (query = '') => {
    const res = await admin.request('GET', `${licensesOf(ACME)}?role=licensor${query}`, {
      headers: as(ACME),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as License[];
  };
  const held = async () => {
    const res = await licensee.request('GET', '/apphub/v1/licensedApps', { headers: as(BRIGHT) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as License[];
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    [admin, developer, licensee, staff] = await Promise.all([
      signIn(ctx.app, 'admin@demo.example'),
      signIn(ctx.app, 'developer@demo.example'),
      signIn(ctx.app, 'dsc@demo.example'),
      signIn(ctx.app, 'staff@demo.example'),
    ]);
    // The premise: an app of Acme's with version 1.0.0 in Production and 2.0.0 still in Development (the
    // lifecycle to Production is tested in apps).
    const db = ctx.database.db;
    const [app] = await db
      .insert(apps)
      .values({ organizationId: ACME, referenceId: 'lic_app', name: 'Licensed Ledger', type: 'EXTEND' })
      .returning();
    appId = app!.id;
    const version = (number: number, environment: 'Production' | 'Development') => ({
      appId,
      number,
      version: `${number}.0.0`,
      sourceKey: `lic/${number}`,
      sourceSize: 1,
      sourceSha256: 'x',
      environment,
    });
    const rows = await db
      .insert(appVersions)
      .values([version(1, 'Production'), version(2, 'Development')])
      .returning();
    [v1, v2] = [rows[0]!.id, rows[1]!.id];
  });
  afterAll(() => ctx.close());

  it('refuses bad grants, writing nothing', async () => {
    const cases: [Session, object, number, string, string?][] = [
      [admin, { consumerOrganizationId: ACME, licenseStart: day(0) }, 400, 'cannot license an app to itself'],
      [admin, { consumerOrganizationId: UNKNOWN, licenseStart: day(0) }, 404, 'Company not found.'],
      [
        admin,
        { consumerOrganizationId: BRIGHT, licenseStart: day(5), licenseEnd: day(4) },
        400,
        'License end must not be before license start.',
      ],
      [admin, { consumerOrganizationId: BRIGHT, licenseStart: 'someday' }, 400, ''],
      [admin, { consumerOrganizationId: BRIGHT, licenseStart: day(0), versionPolicy: 'any' }, 400, ''],
      [developer, { consumerOrganizationId: BRIGHT, licenseStart: day(0) }, 403, ''],
      // Another company's app is not one Globex's admin can license, nor can Bright license Acme's.
      [licensee, { consumerOrganizationId: GLOBEX, licenseStart: day(0) }, 404, 'App not found.', BRIGHT],
    ];
    for (const [who, body, status, message, org] of cases) {
      const res = await grant(who, body, org);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    expect(await given()).toEqual([]);
  });

  it('finds the companies to license to by name or id, never the company itself', async () => {
    const search = (who: Session, q: string) =>
      who.request('GET', `/auth/v1/organizations/${ACME}/licensees?q=${encodeURIComponent(q)}`, {
        headers: as(ACME),
      });
    const byName = await search(admin, demoOrgs.bright.name.slice(0, 4).toLowerCase());
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toContainEqual({ organizationId: BRIGHT, name: demoOrgs.bright.name });
    expect((await search(admin, GLOBEX.toUpperCase())).json().data).toEqual([
      { organizationId: GLOBEX, name: demoOrgs.globex.name },
    ]);
    expect((await search(admin, ACME)).json().data).toEqual([]);
    expect((await search(admin, '%')).json().data).toEqual([]);
    expect((await search(developer, 'b')).statusCode).toBe(403);
  });

  it('grants, refuses an overlap, and tells the licensee a licence not yet begun', async () => {
    const res = await grant(admin, {
      consumerOrganizationId: BRIGHT,
      licenseStart: day(3),
      licenseEnd: day(30),
      versionPolicy: 'pinned',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      consumerName: demoOrgs.bright.name,
      status: 'NotStarted',
      versionPolicy: 'pinned',
      pinnedVersion: '1.0.0',
      licenseEnd: day(30),
      endedAt: null,
    });
    for (const [start, end] of [
      [day(0), null],
      [day(30), day(40)],
      [day(-10), day(3)],
    ]) {
      const overlap = await grant(admin, {
        consumerOrganizationId: BRIGHT,
        licenseStart: start,
        licenseEnd: end,
      });
      expect(overlap.statusCode, `${start}..${end}`).toBe(409);
    }
    expect((await held()).map((l) => l.status)).toEqual(['NotStarted']);
    // Not begun: no version to deploy, no runs to read yet (404 like no licence), but the app's page.
    const granted = await licensee.request('GET', `/apphub/v1/apps/${appId}/granted-version`, {
      headers: as(BRIGHT),
    });
    expect(granted.statusCode).toBe(404);
    const page = await licensee.request('GET', `/apphub/v1/apps/${appId}`, { headers: as(BRIGHT) });
    expect(page.statusCode).toBe(200);
    // Globex may hold one at the same time: the rule is per company.
    const globex = await grant(admin, { consumerOrganizationId: GLOBEX, licenseStart: day(0) });
    expect(globex.statusCode, globex.body).toBe(201);
    expect(globex.json()).toMatchObject({
      status: 'Active',
      licenseEnd: null,
      versionPolicy: 'newestProduction',
    });
    expect((await given(`&appId=${appId}`)).map((l) => l.consumerName).sort()).toEqual(
      [demoOrgs.bright.name, demoOrgs.globex.name].sort(),
    );
  });

  it('grants by the version policy: pinned keeps its version, newestProduction follows releases', async () => {
    const db = ctx.database.db;
    const producer = await signIn(ctx.app, 'producer@demo.example'); // Globex's admin
    const version = async () =>
      (
        await producer.request('GET', `/apphub/v1/apps/${appId}/granted-version`, { headers: as(GLOBEX) })
      ).json().version?.version;
    expect(await version()).toBe('1.0.0');
    // Northwind's licence, in force today, pins 1.0.0: a later release does not change it.
    const pinned = await grant(admin, {
      consumerOrganizationId: NORTHWIND,
      licenseStart: day(0),
      licenseEnd: day(10),
      versionPolicy: 'pinned',
    });
    expect(pinned.statusCode, pinned.body).toBe(201);
    const northwind = async () =>
      (
        await admin.request('GET', `/apphub/v1/apps/${appId}/granted-version`, { headers: as(NORTHWIND) })
      ).json().version?.id;
    await db.update(appVersions).set({ environment: 'Production' }).where(eq(appVersions.id, v2));
    expect(await version()).toBe('2.0.0');
    expect(await northwind()).toBe(v1);
    await db.update(appVersions).set({ environment: 'Development' }).where(eq(appVersions.id, v2));
    expect((await end(admin, pinned.json().id)).statusCode).toBe(200);
  });

  it('lets only the licensor or staff end a licence, once, undeploying it from the licensee', async () => {
    const [globex] = (await given()).filter((l) => l.consumerOrganizationId === GLOBEX);
    const db = ctx.database.db;
    await db.insert(deployments).values({
      appId,
      versionId: v1,
      organizationId: GLOBEX,
      tenant: 'globex_dev',
      environment: 'Development',
    });
    await db.insert(deploymentHistory).values({
      appId,
      versionId: v1,
      organizationId: GLOBEX,
      tenant: 'globex_dev',
      environment: 'Development',
    });
    // Bright's admin: through its own company the licence is not one it gives; through Acme it lacks the right.
    expect((await end(licensee, globex!.id, BRIGHT)).statusCode).toBe(404);
    expect((await end(licensee, globex!.id, ACME)).statusCode).toBe(403);
    expect((await end(developer, globex!.id)).statusCode).toBe(403);
    expect((await end(admin, UNKNOWN)).statusCode).toBe(404);

    const ended = await end(admin, globex!.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'Expired', endedAt: expect.any(String) });
    const again = await end(admin, globex!.id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already ended');

    const where = and(eq(deployments.appId, appId), eq(deployments.organizationId, GLOBEX));
    expect(await db.select().from(deployments).where(where)).toEqual([]);
    expect(await db.select().from(deploymentHistory).where(eq(deploymentHistory.appId, appId))).toHaveLength(
      1,
    );
    const producer = await signIn(ctx.app, 'producer@demo.example');
    const list = await producer.request('GET', '/apphub/v1/licensedApps', { headers: as(GLOBEX) });
    expect(list.json().data).toEqual([]);
    const licensed = await producer.request('GET', '/apphub/v1/apps?list=licensed', { headers: as(GLOBEX) });
    expect(licensed.json().total).toBe(0);
    expect(
      (await producer.request('GET', `/apphub/v1/apps/${appId}`, { headers: as(GLOBEX) })).statusCode,
    ).toBe(404);
    // The licensor still lists it, Expired: and a new licence may follow it.
    expect((await given()).find((l) => l.id === globex!.id)?.status).toBe('Expired');
    expect((await grant(admin, { consumerOrganizationId: GLOBEX, licenseStart: day(1) })).statusCode).toBe(
      201,
    );
  });

  it("lets provider staff list and end any company's licences", async () => {
    const [bright] = (await given()).filter((l) => l.consumerOrganizationId === BRIGHT);
    const holds = await staff.request('GET', `${licensesOf(BRIGHT)}?role=licensee`);
    expect(holds.json().data.map((l: License) => l.id)).toEqual([bright!.id]);
    const res = await staff.request('POST', `${licensesOf(ACME)}/${bright!.id}/end`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await held()).toEqual([]);
  });

  it('writes every grant and end on the licensor audit trail with before and after', async () => {
    const query = new URLSearchParams({
      from: new Date(Date.now() - 600_000).toISOString(),
      to: new Date().toISOString(),
      length: '100',
    });
    const res = await admin.request('GET', `/observability/v1/audits?${query}`, { headers: as(ACME) });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (res.json() as AuditPage).data.filter((row) => row.action?.startsWith('licenses.'));
    expect(lines.map((l) => [l.action, l.target, l.actorEmail])).toEqual([
      ['licenses.end', BRIGHT, 'staff@demo.example'],
      ['licenses.create', GLOBEX, 'admin@demo.example'],
      ['licenses.end', GLOBEX, 'admin@demo.example'],
      ['licenses.end', NORTHWIND, 'admin@demo.example'],
      ['licenses.create', NORTHWIND, 'admin@demo.example'],
      ['licenses.create', GLOBEX, 'admin@demo.example'],
      ['licenses.create', BRIGHT, 'admin@demo.example'],
    ]);
    const globexEnd = lines[2]!;
    expect(globexEnd.before).toMatchObject({ status: 'Active', endedAt: null });
    expect(globexEnd.after).toMatchObject({
      status: 'Expired',
      undeployed: [{ tenant: 'globex_dev', environment: 'Development' }],
    });
    const brightGrant = lines.at(-1)!;
    expect(brightGrant.before).toBeNull();
    expect(brightGrant.after).toMatchObject({ status: 'NotStarted', versionPolicy: 'pinned' });
  });
});
