import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { openCompanySocket } from '../../../test/companySocket.ts';
import { integrationWithOrchestrations } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { appVersions, logs, orchestrationRuns } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const STATEU = demoOrgs.stateU.id;
const GLOBEX = demoOrgs.globex.id;
const as = (organizationId: string) => ({ 'x-organization-id': organizationId });
type Session = Awaited<ReturnType<typeof signIn>>;

const flows = {
  lookup: {
    trigger: { type: 'api', inputs: [{ name: 'limit', type: 'number' }] },
    steps: [
      {
        id: 'fetch',
        type: 'http',
        method: 'GET',
        url: '/api/workers/v1/workers?limit={{inputs.limit}}',
        next: 'count',
      },
      { id: 'count', type: 'transform', expression: '{"got": $count(last.body.data)}' },
    ],
  },
  slow: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'pause', type: 'wait', seconds: 3600, next: 'after' },
      { id: 'after', type: 'transform', expression: '"resumed"' },
    ],
  },
};

/**
 * A licensee runs the licensed app's orchestrations on its own tenants (docs/product/orchestrations.md
 * ORCH-4): Acme licenses an integration app to Bright (in force) and to Globex (ended); State University
 * holds no licence.
 */
describe('licensed apps: deployments and orchestration runs on the licensee tenants', () => {
  let ctx: TestContext;
  let producer: Session; // Acme's developer
  let licensee: Session; // Bright's admin
  let stranger: Session; // State University's developer
  let lapsed: Session; // Globex's admin, whose licence has ended
  let appId: string;
  let released: string; // the version in Production: what the licence grants
  let newer: string; // a later version, still in Development
  let ownerRun: string;
  let licenseeRun: string;

  const upload = async (path: string, zip: Buffer, fields: Record<string, string> = {}) => {
    const body = multipartBody(fields, { name: 'flows.zip', data: zip });
    const res = await producer.request('POST', path, {
      headers: { ...as(ACME), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const build = await waitForBuild(producer, ACME, res.json().build.id);
    expect(build.status, JSON.stringify(build)).toBe('SUCCEEDED');
    return res.json() as { app: { id: string }; version: { id: string } };
  };
  const deploy = (
    who: Session,
    org: string,
    versionId: string,
    tenant: string,
    environment = 'Development',
  ) =>
    who.request('POST', '/aos/v1/deploy', { headers: as(org), payload: { versionId, tenant, environment } });
  const runs = (path = '') => `/apphub/v1/apps/${appId}/orchestration-runs${path}`;
  const launch = (who: Session, org: string, tenant: string, orchestration = 'lookup') =>
    who.request('POST', runs(), {
      headers: as(org),
      payload: { orchestration, tenant, inputs: orchestration === 'lookup' ? { limit: 2 } : {} },
    });
  const until = async (who: Session, org: string, id: string, statuses: string[]) => {
    const stop = Date.now() + 15_000;
    for (;;) {
      const run = (await who.request('GET', runs(`/${id}`), { headers: as(org) })).json();
      if (statuses.includes(run.status)) return run;
      if (Date.now() > stop) throw new Error(`run ${id} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    [producer, licensee, stranger, lapsed] = await Promise.all([
      signIn(ctx.app, 'developer@demo.example'),
      signIn(ctx.app, 'dsc@demo.example'),
      signIn(ctx.app, 'student@demo.example'),
      signIn(ctx.app, 'producer@demo.example'),
    ]);
    const zip = await integrationWithOrchestrations('licflows', flows);
    const first = await upload('/apphub/v1/apps/upload', zip, {
      name: 'Licensed Flows',
      referenceId: 'licflows',
      type: 'INTEGRATION',
    });
    appId = first.app.id;
    released = first.version.id;
    newer = (await upload(`/apphub/v1/apps/${appId}/versions`, zip)).version.id;
    // The lifecycle to Production (review, certify, signing) is tested in apps; here it is the premise.
    await ctx.database.db
      .update(appVersions)
      .set({ environment: 'Production', reviewState: 'CERTIFIED' })
      .where(eq(appVersions.id, released));
    const { licenses } = ctx.app.services;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await licenses.create(ACME, {
      appId,
      consumerOrganizationId: BRIGHT,
      licenseStart: day(-10),
      licenseEnd: day(30),
    });
    await licenses.create(ACME, {
      appId,
      consumerOrganizationId: GLOBEX,
      licenseStart: day(-60),
      licenseEnd: day(-1),
    });
    expect((await deploy(producer, ACME, released, 'acme_dev')).statusCode).toBe(201);
    const res = await launch(producer, ACME, 'acme_dev');
    expect(res.statusCode, res.body).toBe(201);
    ownerRun = res.json().id;
  });
  afterAll(() => ctx.close());

  it('tells the licensee which version its licence grants, and nobody else', async () => {
    const granted = await licensee.request('GET', `/apphub/v1/apps/${appId}/granted-version`, {
      headers: as(BRIGHT),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().version).toMatchObject({ id: released, environment: 'Production' });
    for (const [who, org] of [
      [stranger, STATEU],
      [lapsed, GLOBEX],
    ] as const) {
      const res = await who.request('GET', `/apphub/v1/apps/${appId}/granted-version`, { headers: as(org) });
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('deploys the granted version to a tenant of the licensee, audited, in its registry only', async () => {
    const res = await deploy(licensee, BRIGHT, released, 'bright_dev');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ appId, versionId: released, tenant: 'bright_dev' });
    const mine = (
      await licensee.request('GET', '/aos/v1/registry?referenceId=licflows', { headers: as(BRIGHT) })
    )
      .json()
      .data.map((d: { tenant: string }) => d.tenant);
    expect(mine).toEqual(['bright_dev']);
    const owners = (
      await producer.request('GET', '/aos/v1/registry?referenceId=licflows', { headers: as(ACME) })
    )
      .json()
      .data.map((d: { tenant: string }) => d.tenant);
    expect(owners).toEqual(['acme_dev']);
    const audit = await ctx.database.db
      .select({ message: logs.message })
      .from(logs)
      .where(
        and(
          eq(logs.orgId, BRIGHT),
          eq(logs.type, 'audit'),
          sql`${logs.message} like 'Deployed licensed app%'`,
        ),
      );
    expect(audit.map((a) => a.message)).toEqual([
      'Deployed licensed app Licensed Flows of Acme Health (licflows) version 1.0.0 to tenant bright_dev',
    ]);
  });

  it('refuses another version, another company tenant, no licence and an ended licence', async () => {
    const other = await deploy(licensee, BRIGHT, newer, 'bright_dev');
    expect(other.statusCode, other.body).toBe(404);
    expect(other.json().message).toBe('Version not found.');
    const foreignTenant = await deploy(licensee, BRIGHT, released, 'acme_dev');
    expect(foreignTenant.statusCode, foreignTenant.body).toBe(404);
    expect(foreignTenant.json().message).toBe('Tenant not found.');
    expect((await deploy(stranger, STATEU, released, 'stateu_dev')).statusCode).toBe(404);
    expect((await deploy(lapsed, GLOBEX, released, 'globex_dev')).statusCode).toBe(404);
  });

  it('launches a run on the licensee tenant that belongs to the licensee and lists it', async () => {
    const deployed = await licensee.request('GET', `/apphub/v1/apps/${appId}/orchestrations`, {
      headers: as(BRIGHT),
    });
    expect(deployed.json().data.map((d: { tenant: string }) => d.tenant)).toEqual([
      'bright_dev',
      'bright_dev',
    ]);
    const res = await launch(licensee, BRIGHT, 'bright_dev');
    expect(res.statusCode, res.body).toBe(201);
    licenseeRun = res.json().id;
    // The http step called Bright's sandbox tenant with a token of the licensee's launcher.
    const run = await until(licensee, BRIGHT, licenseeRun, ['SUCCEEDED', 'FAILED']);
    expect(run).toMatchObject({ status: 'SUCCEEDED', tenant: 'bright_dev', output: { got: 2 } });
    const [row] = await ctx.database.db
      .select({ organizationId: orchestrationRuns.organizationId })
      .from(orchestrationRuns)
      .where(eq(orchestrationRuns.id, licenseeRun));
    expect(row?.organizationId).toBe(BRIGHT);
    const list = (await licensee.request('GET', runs(), { headers: as(BRIGHT) })).json();
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([licenseeRun]);
  });

  it('cannot launch on a tenant the licensee has not deployed to', async () => {
    const res = await launch(licensee, BRIGHT, 'acme_dev');
    expect(res.statusCode, res.body).toBe(404);
  });

  it('keeps each side to its own runs: the producer never sees the licensee run, nor the reverse', async () => {
    const list = (await producer.request('GET', runs(), { headers: as(ACME) })).json();
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([ownerRun]);
    for (const path of [`/${licenseeRun}`]) {
      expect((await producer.request('GET', runs(path), { headers: as(ACME) })).statusCode).toBe(404);
    }
    expect(
      (await producer.request('POST', runs(`/${licenseeRun}/cancel`), { headers: as(ACME) })).statusCode,
    ).toBe(404);
    expect((await licensee.request('GET', runs(`/${ownerRun}`), { headers: as(BRIGHT) })).statusCode).toBe(
      404,
    );
    expect(
      (await licensee.request('POST', runs(`/${ownerRun}/cancel`), { headers: as(BRIGHT) })).statusCode,
    ).toBe(404);
    const deployed = (
      await producer.request('GET', `/apphub/v1/apps/${appId}/orchestrations`, { headers: as(ACME) })
    )
      .json()
      .data.map((d: { tenant: string }) => d.tenant);
    expect(deployed).not.toContain('bright_dev');
  });

  it('lets the licensee cancel its own run with its orchestrations.write', async () => {
    const res = await launch(licensee, BRIGHT, 'bright_dev', 'slow');
    expect(res.statusCode, res.body).toBe(201);
    await until(licensee, BRIGHT, res.json().id, ['WAITING']);
    const cancelled = await licensee.request('POST', runs(`/${res.json().id}/cancel`), {
      headers: as(BRIGHT),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
  });

  it('answers 404 to another company and to an ended licence, for every runs route', async () => {
    for (const [who, org] of [
      [stranger, STATEU],
      [lapsed, GLOBEX],
    ] as const) {
      const headers = as(org);
      expect((await who.request('GET', runs(), { headers })).statusCode).toBe(404);
      expect((await who.request('GET', runs(`/${licenseeRun}`), { headers })).statusCode).toBe(404);
      expect(
        (await who.request('GET', `/apphub/v1/apps/${appId}/orchestrations`, { headers })).statusCode,
      ).toBe(404);
      expect((await launch(who, org, `${org === GLOBEX ? 'globex' : 'stateu'}_dev`)).statusCode).toBe(404);
    }
  });

  // Last: it launches more runs of each side than the lists above expect.
  it("publishes a licensee run's statuses to the licensee's sockets, and the producer's to the producer", async () => {
    const [theirs, ours] = await Promise.all([
      openCompanySocket(ctx.app, licensee, BRIGHT),
      openCompanySocket(ctx.app, producer, ACME),
    ]);
    const licensed = await launch(licensee, BRIGHT, 'bright_dev');
    const owned = await launch(producer, ACME, 'acme_dev');
    expect([licensed.statusCode, owned.statusCode]).toEqual([201, 201]);
    const [licensedRun, ownedRun] = [licensed.json().id, owned.json().id];
    await vi.waitFor(
      () => {
        expect(theirs.runStatuses(licensedRun).at(-1)).toBe('SUCCEEDED');
        expect(ours.runStatuses(ownedRun).at(-1)).toBe('SUCCEEDED');
      },
      { timeout: 10_000 },
    );
    theirs.close();
    ours.close();
    expect(theirs.runStatuses(licensedRun)).toEqual(['QUEUED', 'RUNNING', 'SUCCEEDED']);
    expect(theirs.runStatuses(ownedRun)).toEqual([]);
    expect(ours.runStatuses(licensedRun)).toEqual([]);
  });
});
