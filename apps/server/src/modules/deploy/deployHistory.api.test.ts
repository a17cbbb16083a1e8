import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { starterTemplate } from '../apps/source/starterTemplates.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
const bright = { 'x-organization-id': demoOrgs.bright.id };

describe('deploy tracking: GET /aos/v1/deploy/history', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Tracker', referenceId: 'tracker', type: 'EXTEND', source: 'scratch' },
    });
    v1 = created.json().version.id;
    await waitForBuild(dev, demoOrgs.acme.id, created.json().build.id);
    const body = multipartBody(
      {},
      { name: 'v2.zip', data: await starterTemplate('EXTEND', 'tracker', 'Tracker') },
    );
    const second = await dev.request('POST', `/apphub/v1/apps/${created.json().app.id}/versions`, {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
    v2 = second.json().version.id;
    await waitForBuild(dev, demoOrgs.acme.id, second.json().build.id);
  });
  afterAll(() => ctx.close());

  const deploy = (versionId: string, tenant = 'acme_dev') =>
    dev.request('POST', '/aos/v1/deploy', {
      headers: acme,
      payload: { versionId, tenant, environment: 'Development' },
    });
  const history = (query: string, session = dev, headers = acme) =>
    session.request('GET', `/aos/v1/deploy/history?${query}`, { headers });

  it('keeps every deploy of an app to a tenant, newest first, after a redeploy replaced it in the registry', async () => {
    expect((await deploy(v1)).statusCode).toBe(201);
    expect((await deploy(v2)).statusCode).toBe(201);
    const res = await history('referenceId=tracker&tenant=acme_dev');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([
      { versionId: v2, versionNumber: 2, tenant: 'acme_dev', environment: 'Development', isCurrent: true },
      { versionId: v1, versionNumber: 1, tenant: 'acme_dev', isCurrent: false },
    ]);
    expect(res.json().data[0].deployedBy).toEqual(expect.any(String));
    const registry = await dev.request('GET', '/aos/v1/registry?referenceId=tracker', { headers: acme });
    expect(registry.json().data).toHaveLength(1);
  });

  it('lists every tenant without a tenant filter, and redeploying the same version is a new line', async () => {
    expect((await deploy(v2)).statusCode).toBe(201);
    const all = (await history('referenceId=TRACKER', admin)).json().data;
    expect(all.map((row: { versionNumber: number }) => row.versionNumber)).toEqual([2, 2, 1]);
    expect(all.map((row: { isCurrent: boolean }) => row.isCurrent)).toEqual([true, false, false]);
  });

  it('shows another company nothing of the app, and refuses a query without a reference ID', async () => {
    const other = await history('referenceId=tracker', admin, bright);
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual([]);
    expect((await history('tenant=acme_dev')).statusCode).toBe(400);
    expect((await history('referenceId=tracker&tenant=Bad%20Name')).statusCode).toBe(400);
  });

  it('lists the installations of the company, paged by 100 unless asked, filtered by tenant', async () => {
    const shelf = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Shelf', referenceId: 'shelf', type: 'EXTEND', source: 'scratch' },
    });
    await waitForBuild(dev, demoOrgs.acme.id, shelf.json().build.id);
    expect((await deploy(v1)).statusCode).toBe(201);
    expect((await deploy(shelf.json().version.id)).statusCode).toBe(201);
    const installations = (query: string, session = dev, headers = acme) =>
      session.request('GET', `/apphub/v1/installations?${query}`, { headers });

    const all = await installations('');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      total: 2,
      data: [{ referenceId: 'shelf' }, { referenceId: 'tracker' }],
    });
    const second = (await installations('offset=1&limit=1')).json();
    expect(second).toMatchObject({ total: 2, data: [{ referenceId: 'tracker', versionId: v1 }] });
    expect((await installations('tenant=acme_dev')).json().total).toBe(2);
    expect((await installations('tenant=acme_impl')).json()).toEqual({ total: 0, data: [] });

    expect((await installations('', admin, bright)).json()).toEqual({ total: 0, data: [] });
    const tooMany = await installations('limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Limit: 1 to 100.');
  });
});
