import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { builds } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { buildsRepository } from '../builds/builds.repository.ts';
import { starterTemplate } from './source/starterTemplates.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };

describe('app lifecycle: versions, promote, review, certify, deploy, delete, licenses, live status', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let reviewer: Awaited<ReturnType<typeof signIn>>;
  let dsc: Awaited<ReturnType<typeof signIn>>;
  let appId: string;
  let v1: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    staff = await signIn(ctx.app, 'staff@demo.example');
    reviewer = await signIn(ctx.app, 'reviewer@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Benefits', referenceId: 'benefits', type: 'EXTEND', source: 'scratch' },
    });
    appId = res.json().app.id;
    v1 = res.json().version.id;
    await waitForBuild(dev, ACME, res.json().build.id);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload?: object, session = dev) =>
    session.request('POST', url, { headers: acme, ...(payload ? { payload } : {}) });

  it('uploads a new source as version 2 with its own build, and refuses another app reference ID', async () => {
    const zip = await starterTemplate('EXTEND', 'benefits', 'Benefits');
    const body = multipartBody({}, { name: 'v2.zip', data: zip });
    const res = await dev.request('POST', `/apphub/v1/apps/${appId}/versions`, {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().version.number).toBe(2);
    await waitForBuild(dev, ACME, res.json().build.id);
    const wrong = multipartBody({}, { name: 'v3.zip', data: await starterTemplate('EXTEND', 'other', 'X') });
    const bad = await dev.request('POST', `/apphub/v1/apps/${appId}/versions`, {
      headers: { ...acme, ...wrong.headers },
      payload: wrong.payload,
    });
    expect(bad.statusCode).toBe(422);
    const versions = (
      await dev.request('GET', `/apphub/v1/apps/${appId}/versions`, { headers: acme })
    ).json();
    expect(versions.data.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const list = (await dev.request('GET', `/apphub/v1/versions/${v1}/builds`, { headers: acme })).json();
    expect(list.data[0].status).toBe('SUCCEEDED');
  });

  it('enforces the lifecycle: 409 for a transition not allowed', async () => {
    expect((await post(`/apphub/v1/versions/${v1}/promote`, { to: 'Production' })).statusCode).toBe(409);
    expect((await post(`/apphub/v1/versions/${v1}/review`)).statusCode).toBe(409);
    const sandbox = await post(`/apphub/v1/versions/${v1}/promote`, { to: 'Sandbox' });
    expect(sandbox.json()).toMatchObject({ environment: 'Sandbox', reviewState: 'NONE' });
    const early = await post(`/apphub/v1/versions/${v1}/promote`, { to: 'Production' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A version must be certified before Production.');
    expect((await post(`/apphub/v1/versions/${v1}/review`)).json().reviewState).toBe('IN_REVIEW');
    // Company admins lack apps.certify, staff without admin.review too; the provider's reviewer certifies.
    expect((await post(`/apphub/v1/versions/${v1}/certify`, undefined, admin)).statusCode).toBe(403);
    expect(
      (await staff.request('POST', `/apphub/v1/versions/${v1}/certify`, { headers: acme })).statusCode,
    ).toBe(403);
    const certified = await reviewer.request('POST', `/apphub/v1/versions/${v1}/certify`);
    expect(certified.json().reviewState).toBe('CERTIFIED');
    // A second certify is the state machine's 409, not a second audit line.
    expect((await reviewer.request('POST', `/apphub/v1/versions/${v1}/certify`)).statusCode).toBe(409);
  });

  it('signs the build on the way to Production (QUEUED_FOR_SIGNING, then SUCCEEDED)', async () => {
    const res = await post(`/apphub/v1/versions/${v1}/promote`, { to: 'Production' });
    expect(res.json().environment).toBe('Production');
    expect(['QUEUED_FOR_SIGNING', 'SUCCEEDED']).toContain(res.json().latestBuild.status);
    const until = Date.now() + 15_000;
    let build = res.json().latestBuild;
    while (build.status !== 'SUCCEEDED' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      build = (await dev.request('GET', `/apphub/v1/builds/${build.id}`, { headers: acme })).json();
    }
    // Ed25519 (64 bytes, base64url); modules/signing checks that it verifies.
    expect(build.signature).toMatch(/^[\w-]{86}$/);
    expect(build.signatureKeyId).toEqual(expect.any(String));
  });

  it('deploys to a tenant, shows it in the registry, and refuses to delete a deployed app', async () => {
    const bad = await post('/aos/v1/deploy', {
      versionId: v1,
      tenant: 'acme_prod',
      environment: 'Production',
    });
    expect(bad.statusCode).toBe(201);
    const v2 = (await dev.request('GET', `/apphub/v1/apps/${appId}/versions`, { headers: acme })).json()
      .data[0];
    const refused = await post('/aos/v1/deploy', {
      versionId: v2.id,
      tenant: 'acme_prod',
      environment: 'Production',
    });
    expect(refused.statusCode).toBe(409);
    const registry = (
      await dev.request('GET', '/aos/v1/registry?tenant=acme_prod', { headers: acme })
    ).json();
    expect(registry.data).toMatchObject([
      { referenceId: 'benefits', versionNumber: 1, environment: 'Production' },
    ]);
    const del = await dev.request('DELETE', `/apphub/v1/apps/${appId}`, { headers: acme });
    expect(del.statusCode).toBe(409);
  });

  it('copies an app and deletes the copy with its files', async () => {
    const copy = await post(`/apphub/v1/apps/${appId}/copy`, {
      name: 'Benefits copy',
      referenceId: 'benefits_copy',
    });
    expect(copy.statusCode).toBe(201);
    expect((await waitForBuild(dev, ACME, copy.json().build.id)).status).toBe('SUCCEEDED');
    const del = await dev.request('DELETE', `/apphub/v1/apps/${copy.json().app.id}`, { headers: acme });
    expect(del.statusCode).toBe(204);
    expect((await dev.request('GET', '/apphub/v1/apps/benefits_copy', { headers: acme })).statusCode).toBe(
      404,
    );
  });

  it('licenses an app to another company, seen by the licensee with its status', async () => {
    const res = await admin.request('POST', `/auth/v1/organizations/${ACME}/licenses`, {
      headers: acme,
      payload: {
        appId,
        consumerOrganizationId: BRIGHT,
        licenseStart: '2026-01-01',
        licenseEnd: '2099-12-31',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ appName: 'Benefits', producerName: 'Acme Health', status: 'Active' });
    const asDev = await dev.request('POST', `/auth/v1/organizations/${ACME}/licenses`, {
      headers: acme,
      payload: {
        appId,
        consumerOrganizationId: BRIGHT,
        licenseStart: '2020-01-01',
        licenseEnd: '2020-12-31',
      },
    });
    expect(asDev.statusCode).toBe(403);
    const bright = { 'x-organization-id': BRIGHT };
    const licensed = (await dsc.request('GET', '/apphub/v1/licensedApps', { headers: bright })).json();
    expect(licensed.data).toMatchObject([
      { appName: 'Benefits', producerName: 'Acme Health', status: 'Active' },
    ]);
    const list = (await dsc.request('GET', '/apphub/v1/apps?list=licensed', { headers: bright })).json();
    expect(list.data[0].referenceId).toBe('benefits');
    expect((await dsc.request('GET', `/apphub/v1/apps/${appId}`, { headers: bright })).statusCode).toBe(200);
    const licensor = (
      await admin.request('GET', `/auth/v1/organizations/${ACME}/licenses?role=licensor`, { headers: acme })
    ).json();
    expect(licensor.total).toBe(1);
  });

  it('streams build status over the notifications socket opened with a ticket', async () => {
    const ticket = (await post('/sub-api/v1/notifications/ticket')).json().ticket;
    const socket = await ctx.app.injectWS(`/sub-api/v1/notifications/listen?ticket=${ticket}`);
    const events: { type: string; status?: string; buildId?: string }[] = [];
    const ready = new Promise<void>((resolve) =>
      socket.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString());
        events.push(event);
        if (event.type === 'ready') resolve();
      }),
    );
    // Events reach a socket from its 'ready' on: the build starts after it.
    await ready;
    const res = await post('/apphub/v1/apps', {
      name: 'Live',
      referenceId: 'live_one',
      type: 'INTEGRATION',
      source: 'scratch',
    });
    const buildId = res.json().build.id;
    const until = Date.now() + 15_000;
    while (!events.some((e) => e.buildId === buildId && e.status === 'SUCCEEDED') && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    socket.terminate();
    // In the order the build took them, each once (builds.service.ts enqueue).
    expect(events.filter((e) => e.buildId === buildId).map((e) => e.status)).toEqual([
      'QUEUED',
      'IN_PROGRESS',
      'SUCCEEDED',
    ]);
    // Single use.
    const reused = await ctx.app.injectWS(`/sub-api/v1/notifications/listen?ticket=${ticket}`);
    const code = await new Promise((resolve) => reused.on('close', resolve));
    expect(code).toBe(4401);
  });
});

describe('builds after a restart', () => {
  let ctx: TestContext;

  it('re-runs a build a dead process left IN_PROGRESS and fails one that used its attempts', async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev2 = await signIn(ctx.app, 'developer@demo.example');
    await ctx.jobs.start();
    const c = (
      await dev2.request('POST', '/apphub/v1/apps', {
        headers: acme,
        payload: { name: 'c', referenceId: 'crash_c', type: 'EXTEND', source: 'scratch' },
      })
    ).json();
    const d = (
      await dev2.request('POST', '/apphub/v1/apps', {
        headers: acme,
        payload: { name: 'd', referenceId: 'crash_d', type: 'EXTEND', source: 'scratch' },
      })
    ).json();
    await waitForBuild(dev2, ACME, c.build.id);
    await waitForBuild(dev2, ACME, d.build.id);
    const hourAgo = new Date(Date.now() - 3600_000);
    await ctx.database.db
      .update(builds)
      .set({ status: 'IN_PROGRESS', heartbeatAt: hourAgo, attempts: 1, finishedAt: null })
      .where(eq(builds.id, c.build.id));
    await ctx.database.db
      .update(builds)
      .set({ status: 'IN_PROGRESS', heartbeatAt: hourAgo, attempts: 3, finishedAt: null })
      .where(eq(builds.id, d.build.id));
    // What the start-up sweep does after a restart.
    expect((await buildsRepository(ctx.database.db).interrupted(new Date(Date.now() - 60_000))).length).toBe(
      2,
    );
    // Every process sweeps: two sweeps at once (two processes on one PostgreSQL) act on each build once.
    const { sweepBuilds } = ctx.app as unknown as { sweepBuilds: () => Promise<void> };
    await Promise.all([sweepBuilds(), sweepBuilds()]);
    const rerun = await waitForBuild(dev2, ACME, c.build.id);
    expect(rerun).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    const failed = await waitForBuild(dev2, ACME, d.build.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/interrupted/);
    const logs = (
      await dev2.request('GET', `/apphub/v1/builds/${c.build.id}/logs?limit=1000`, { headers: acme })
    ).json();
    const messages: string[] = logs.data.map((l: { message: string }) => l.message);
    expect(
      messages.filter((m) => m === 'The server stopped during this build: it is queued again.'),
    ).toHaveLength(1);
    const failedLogs = (
      await dev2.request('GET', `/apphub/v1/builds/${d.build.id}/logs?limit=1000`, { headers: acme })
    ).json();
    expect(failedLogs.data.filter((l: { message: string }) => /interrupted/.test(l.message))).toHaveLength(1);
    await ctx.close();
  });
});
