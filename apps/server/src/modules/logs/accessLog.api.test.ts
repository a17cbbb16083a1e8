import type { LogSearchResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { logsRepository } from './logs.repository.ts';

const ACME = demoOrgs.acme.id;
type Session = Awaited<ReturnType<typeof signIn>>;

describe('log ingestion: API access and build lines', () => {
  let ctx: TestContext;
  let admin: Session;
  const acme = { 'x-organization-id': ACME };
  const started = new Date(Date.now() - 60_000).toISOString();

  const search = async (body: Record<string, unknown>) => {
    const res = await admin.request('POST', '/observability/v1/logs/search', {
      headers: acme,
      payload: { start: started, end: new Date().toISOString(), ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as LogSearchResponse).data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    admin = await signIn(ctx.app, 'admin@demo.example');
  });
  afterAll(() => ctx?.close());

  it('writes one Access Detail row per API request of a selected company, by route pattern', async () => {
    const created = await admin.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Access app', referenceId: 'access_app', type: 'EXTEND', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const appId = created.json().app.id as string;
    // By reference ID, with a query string that must never reach the store.
    const read = await admin.request('GET', '/apphub/v1/apps/access_app?token=s3cret-value', {
      headers: acme,
    });
    expect(read.statusCode).toBe(200);
    expect((await admin.request('GET', `/apphub/v1/apps/${appId}`, { headers: acme })).statusCode).toBe(200);
    expect((await admin.request('GET', '/apphub/v1/apps/no_such_app', { headers: acme })).statusCode).toBe(
      404,
    );
    // No company selected: not the company's traffic.
    await admin.request('GET', '/api/v1/sessionInfo');
    await ctx.app.flushAccessLog();

    const rows = await search({ preset: 'Access Detail' });
    const byRoute = rows.filter((row) => row.attributes.path === '/apphub/v1/apps/:id');
    expect(byRoute).toHaveLength(3);
    expect(byRoute.map((row) => row.attributes.status).sort()).toEqual([200, 200, 404]);
    // Both the reference ID and the id resolve to the app's id; the unknown app has none.
    expect(byRoute.filter((row) => row.appId === appId)).toHaveLength(2);
    expect(byRoute.find((row) => row.attributes.status === 404)?.appId).toBeNull();
    const notFound = byRoute.find((row) => row.attributes.status === 404)!;
    expect(notFound).toMatchObject({ type: 'access', source: 'portal', level: 'warn' });
    expect(notFound.message).toMatch(/^GET \/apphub\/v1\/apps\/:id 404 \d+ms$/);
    expect(notFound.attributes).toMatchObject({
      method: 'GET',
      userId: demoUsers.find((u) => u.email === 'admin@demo.example')?.id,
    });
    expect(typeof notFound.attributes.durationMs).toBe('number');
    const post = rows.find(
      (row) => row.attributes.path === '/apphub/v1/apps' && row.attributes.method === 'POST',
    );
    expect(post?.attributes.status).toBe(201);

    expect(JSON.stringify(rows)).not.toContain('s3cret');
    expect(JSON.stringify(rows)).not.toContain('no_such_app');
    expect(rows.some((row) => String(row.attributes.path).includes('sessionInfo'))).toBe(false);
    // The Remote API preset is the apps' calls to remote systems, not the portal's API: none here.
    expect(await search({ preset: 'Remote API' })).toHaveLength(0);

    // The app's logs under All leave out people reading the app in the portal, unless asked for.
    const isAccess = (row: { type: string }) => row.type === 'access';
    const appAll = await search({ preset: 'All', appId });
    expect(appAll.some(isAccess)).toBe(false);
    expect(appAll.length).toBeGreaterThan(0);
    expect((await search({ preset: 'All', appId, portalRequests: true })).filter(isAccess)).toHaveLength(2);
    expect((await search({ preset: 'Access Detail', appId })).filter(isAccess)).toHaveLength(2);
    const download = await admin.request(
      'GET',
      `/observability/v1/logs/download?format=ndjson&start=${started}&end=${new Date().toISOString()}&appId=${appId}`,
      { headers: acme },
    );
    expect(download.body).not.toContain('"type":"access"');
  });

  it('does not log reading the log store itself', async () => {
    await search({ preset: 'All' });
    await ctx.app.flushAccessLog();
    const rows = await search({ preset: 'Access Detail' });
    expect(rows.some((row) => String(row.attributes.path).startsWith('/observability/v1/logs'))).toBe(false);
  });

  it('never makes a request wait on the store: rows are written on flush or after a second', async () => {
    await admin.request('GET', '/apphub/v1/apps', { headers: acme });
    const before = (await search({ preset: 'Access Detail' })).length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const after = (await search({ preset: 'Access Detail' })).length;
    expect(after).toBe(before + 1);
  });

  it('writes every build line as a build row of the app, with its level', async () => {
    const created = await admin.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Build lines', referenceId: 'build_lines', type: 'JOURNEYS', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { app, build } = created.json();
    await waitForBuild(admin, ACME, build.id);
    const stored = await search({
      appId: app.id,
      filters: [{ column: 'type', condition: 'stringEquals', value: 'build' }],
    });
    const api = await admin.request('GET', `/apphub/v1/builds/${build.id}/logs`, { headers: acme });
    const lines = api.json().data as { level: string; message: string }[];
    expect(lines.length).toBeGreaterThan(2);
    expect(stored.map((row) => row.message).sort()).toEqual(lines.map((line) => line.message).sort());
    expect(stored.every((row) => row.source === 'build' && row.appId === app.id)).toBe(true);
    expect(stored[0]?.attributes).toMatchObject({ buildId: build.id, version: '0.1.0' });
    expect(new Set(stored.map((row) => row.level))).toEqual(new Set(lines.map((line) => line.level)));
  });

  it('writes the rows still buffered when the server closes (graceful shutdown)', async () => {
    const other = await createTestApp();
    try {
      await seedIdentityDemo(other.database.db, other.config);
      const session = await signIn(other.app, 'admin@demo.example');
      await session.request('GET', '/apphub/v1/apps', { headers: acme });
      await other.app.close();
      const rows = await logsRepository(other.database.db).search(
        {
          orgId: ACME,
          start: new Date(Date.now() - 60_000),
          end: new Date(),
          types: ['access'],
          filters: [],
        },
        10,
        5000,
      );
      expect(rows.map((row) => row.attributes.path)).toEqual(['/apphub/v1/apps']);
    } finally {
      await other.close();
    }
  });

  it("keeps everyone's rows when a request path holds a NUL, and writes a NUL or a lone surrogate as U+FFFD", async () => {
    await ctx.app.flushAccessLog();
    const bad = await admin.request('GET', '/apphub/v1/apps/%00', { headers: acme });
    expect(bad.statusCode).toBe(400);
    await admin.request('GET', '/apphub/v1/apps?marker=after-nul', { headers: acme });
    const event = (message: string, attributes: Record<string, unknown>) => ({
      orgId: ACME,
      appId: null,
      date: new Date(),
      source: 'portal',
      type: 'app_event' as const,
      level: 'info' as const,
      message,
      attributes,
    });
    await ctx.app.services.ingestLogs([
      event('nul\u0000inside', { value: 'x\u0000y' }),
      // A lone surrogate (a truncated emoji) next to a whole one, which is kept.
      event('half \ud83d of a face, whole \ud83d\ude00 inside', { value: 'x\ude00y' }),
    ]);
    await ctx.app.flushAccessLog();
    const rows = await search({
      filters: [{ column: 'message', condition: 'stringMatch', value: 'inside' }],
    });
    expect(rows.map((row) => row.message)).toEqual([
      'half \ufffd of a face, whole \ud83d\ude00 inside',
      'nul\ufffdinside',
    ]);
    expect(rows.map((row) => row.attributes)).toEqual([{ value: 'x\ufffdy' }, { value: 'x\ufffdy' }]);
    const access = await search({ preset: 'Access Detail' });
    expect(access.some((row) => JSON.stringify(row).includes('/apphub/v1/apps'))).toBe(true);
  });
});
