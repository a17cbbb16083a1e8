import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('admin apps: every company, for provider staff', () => {
  let ctx: TestContext;
  let staff: Session;
  let dev: Session;
  let admin: Session;
  let acmeAppId: string;

  const create = async (session: Session, org: string, name: string, referenceId: string) => {
    const res = await session.request('POST', '/apphub/v1/apps', {
      headers: { 'x-organization-id': org },
      payload: { name, referenceId, type: 'EXTEND' },
    });
    expect(res.statusCode).toBe(201);
    await waitForBuild(session, org, res.json().build.id);
    return res.json().app.id as string;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    acmeAppId = await create(dev, demoOrgs.acme.id, 'Payroll bridge', 'payroll_bridge');
    await create(admin, demoOrgs.bright.id, 'Time tracker', 'time_tracker');
  });
  afterAll(() => ctx.close());

  it('lists apps of all companies, searchable by name, reference ID and company, sorted and paged', async () => {
    const all = (await staff.request('GET', '/apphub/v1/admin/apps?sort=name')).json();
    expect(all.total).toBe(2);
    expect(all.data.map((a: { name: string }) => a.name)).toEqual(['Payroll bridge', 'Time tracker']);
    const byCompany = (
      await staff.request('GET', `/apphub/v1/admin/apps?q=${encodeURIComponent(demoOrgs.bright.name)}`)
    ).json();
    expect(byCompany.data.map((a: { referenceId: string }) => a.referenceId)).toEqual(['time_tracker']);
    const byRef = (await staff.request('GET', '/apphub/v1/admin/apps?q=PAYROLL_B')).json();
    expect(byRef.data[0]).toMatchObject({ name: 'Payroll bridge', organizationName: demoOrgs.acme.name });
    const page = (await staff.request('GET', '/apphub/v1/admin/apps?sort=-name&start=1&length=1')).json();
    expect(page).toMatchObject({ total: 2, data: [{ name: 'Payroll bridge' }] });
    expect((await staff.request('GET', '/apphub/v1/admin/apps?q=100%25')).json().total).toBe(0);
    const ofBright = (
      await staff.request('GET', `/apphub/v1/admin/apps?organizationId=${demoOrgs.bright.id}`)
    ).json();
    expect(ofBright.data.map((a: { referenceId: string }) => a.referenceId)).toEqual(['time_tracker']);
  });

  it('shows an app with its company, versions and builds', async () => {
    const res = await staff.request('GET', `/apphub/v1/admin/apps/${acmeAppId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.app).toMatchObject({ referenceId: 'payroll_bridge', organizationId: demoOrgs.acme.id });
    expect(detail.versions).toHaveLength(1);
    expect(detail.versions[0]).toMatchObject({ number: 1, environment: 'Development' });
    expect(detail.versions[0].builds[0].status).toBe('SUCCEEDED');
  });

  it("lists the reviewers' queue: apps with a version in review", async () => {
    const queue = async () =>
      (await staff.request('GET', '/apphub/v1/admin/apps?review=IN_REVIEW'))
        .json()
        .data.map((a: { referenceId: string }) => a.referenceId);
    expect(await queue()).toEqual([]);
    const acme = { 'x-organization-id': demoOrgs.acme.id };
    const versions = (
      await dev.request('GET', `/apphub/v1/apps/${acmeAppId}/versions`, { headers: acme })
    ).json();
    const versionId = versions.data[0].id as string;
    const move = (path: string, payload?: object) =>
      dev.request('POST', `/apphub/v1/versions/${versionId}/${path}`, { headers: acme, payload });
    expect((await move('promote', { to: 'Sandbox' })).statusCode).toBe(200);
    expect((await move('review')).statusCode).toBe(200);
    expect(await queue()).toEqual(['payroll_bridge']);
    const reviewer = await signIn(ctx.app, 'reviewer@demo.example');
    expect((await reviewer.request('POST', `/apphub/v1/versions/${versionId}/certify`)).statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    expect((await staff.request('GET', '/apphub/v1/admin/apps?review=CERTIFIED')).statusCode).toBe(400);
  });

  it("lists a company's apps to its members: identity v1 /{org}/apps", async () => {
    const acme = await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/apps`);
    expect(acme.statusCode).toBe(200);
    expect(acme.json()).toMatchObject({ total: 1, data: [{ referenceId: 'payroll_bridge' }] });
    const bright = (
      await admin.request('GET', `/auth/v1/organizations/${demoOrgs.bright.id}/apps?length=1`)
    ).json();
    expect(bright.data.map((a: { referenceId: string }) => a.referenceId)).toEqual(['time_tracker']);
    // Not a member: refused whatever the company holds; bad paging and no session as everywhere.
    const stranger = await dev.request(
      'GET',
      '/auth/v1/organizations/00000000-0000-4000-8000-000000000000/apps',
    );
    expect(stranger.statusCode).toBe(403);
    expect(
      (await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/apps?length=101`)).statusCode,
    ).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/auth/v1/organizations/${demoOrgs.acme.id}/apps`,
      headers: { host: 'localhost:8080' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses company users, no session, bad input and unknown apps', async () => {
    expect((await dev.request('GET', '/apphub/v1/admin/apps')).statusCode).toBe(403);
    expect((await admin.request('GET', `/apphub/v1/admin/apps/${acmeAppId}`)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/apphub/v1/admin/apps',
      headers: { host: 'localhost:8080' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await staff.request('GET', '/apphub/v1/admin/apps?sort=size')).statusCode).toBe(400);
    expect((await staff.request('GET', '/apphub/v1/admin/apps?length=0')).statusCode).toBe(400);
    expect((await staff.request('GET', '/apphub/v1/admin/apps/not-a-uuid')).statusCode).toBe(400);
    expect(
      (await staff.request('GET', '/apphub/v1/admin/apps/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
