import type { AppActivityPage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };

/** GET /apphub/v1/apps/:id/activity: an app's own audit lines (docs/product/logs.md LOGS-13). */
describe("an app's activity", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let developer: Awaited<ReturnType<typeof signIn>>;
  let appId = '';

  const createApp = async (name: string, referenceId: string) => {
    const created = await admin.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name, referenceId, type: 'EXTEND', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitForBuild(admin, ACME, created.json().build.id);
    return { appId: created.json().app.id as string, versionId: created.json().version.id as string };
  };
  const call = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await admin.request(method, url, { headers: acme, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const activity = async (query = '', session = developer, headers: Record<string, string> = acme) =>
    session.request('GET', `/apphub/v1/apps/${appId}/activity${query}`, { headers });
  const actions = (page: AppActivityPage) => page.data.map((row) => row.action);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    admin = await signIn(ctx.app, 'admin@demo.example');
    developer = await signIn(ctx.app, 'developer@demo.example');
    const created = await createApp('Busy', 'busy_app');
    appId = created.appId;
    // Another app of the same company: none of its lines may show in Busy's activity.
    const other = await createApp('Other', 'other_app');
    await call('PATCH', `/apphub/v1/apps/${other.appId}`, { name: 'Other renamed' });
    await call('PATCH', `/apphub/v1/apps/${appId}`, { name: 'Busy renamed' });
    await call('POST', `/apphub/v1/versions/${created.versionId}/promote`, { to: 'Sandbox' });
    await call('POST', '/aos/v1/deploy', {
      versionId: created.versionId,
      tenant: 'acme_sb',
      environment: 'Sandbox',
    });
  });
  afterAll(() => ctx.close());

  it("lists the app's own lines, newest first, with who and when, to a reader of the company's apps", async () => {
    const res = await activity();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as AppActivityPage;
    expect(actions(page)).toEqual(['apps.deploy', 'apps.version.promote', 'apps.update', 'apps.create']);
    expect(page.total).toBe(4);
    expect(page.data.every((row) => row.appId === appId)).toBe(true);
    expect(page.data[0]?.actorEmail).toBe('admin@demo.example');
    expect(Date.parse(page.data[0]!.date)).toBeGreaterThanOrEqual(Date.parse(page.data[1]!.date));
  });

  it('filters by kind', async () => {
    const kind = async (name: string) => actions((await activity(`?kind=${name}`)).json());
    expect(await kind('promotions')).toEqual(['apps.version.promote']);
    expect(await kind('deploys')).toEqual(['apps.deploy']);
    expect(await kind('settings')).toEqual(['apps.update', 'apps.create']);
    expect(await kind('runs')).toEqual([]);
    const bad = await activity('?kind=everything');
    expect(bad.statusCode).toBe(400);
  });

  it('pages', async () => {
    const page = (await activity('?start=1&length=2')).json() as AppActivityPage;
    expect(page.total).toBe(4);
    expect(actions(page)).toEqual(['apps.version.promote', 'apps.update']);
  });

  it("answers 404 for another company's app and for no app, 403 without the company", async () => {
    const dsc = await signIn(ctx.app, 'dsc@demo.example');
    const foreign = await activity('', dsc, { 'x-organization-id': BRIGHT });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const none = await developer.request(
      'GET',
      '/apphub/v1/apps/00000000-0000-4000-8000-000000000000/activity',
      { headers: acme },
    );
    expect(none.statusCode).toBe(404);
    const outsider = await activity('', developer, { 'x-organization-id': BRIGHT });
    expect(outsider.statusCode).toBe(403);
  });
});
