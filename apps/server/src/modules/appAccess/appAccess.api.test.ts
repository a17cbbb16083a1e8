import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('identity v1 per-app roles, permissions and users', () => {
  let ctx: TestContext;
  let dev: Session;
  let member: Session;
  let outsider: Session;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    outsider = await signIn(ctx.app, 'producer@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: { 'x-organization-id': demoOrgs.acme.id },
      payload: { name: 'Access app', referenceId: 'access_app', type: 'EXTEND' },
    });
    expect(created.statusCode).toBe(201);
    base = `/auth/v1/apps/${created.json().app.id}`;
  });
  afterAll(() => ctx.close());

  it('defines permissions, refusing duplicates and bad names', async () => {
    for (const name of ['expenses.read', 'expenses.approve', 'reports:export']) {
      const res = await dev.request('POST', `${base}/permissions`, { payload: { name } });
      expect(res.statusCode, name).toBe(201);
    }
    const dup = await dev.request('POST', `${base}/permissions`, { payload: { name: 'expenses.read' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('The app already has a permission expenses.read.');
    for (const name of ['', '1abc', 'has space', 'x'.repeat(65), 'a/b']) {
      const bad = await dev.request('POST', `${base}/permissions`, { payload: { name } });
      expect(bad.statusCode, name).toBe(400);
    }
    const list = (await member.request('GET', `${base}/permissions`)).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual([
      'expenses.approve',
      'expenses.read',
      'reports:export',
    ]);
    expect((await member.request('GET', `${base}/permissions/expenses.read`)).statusCode).toBe(200);
    expect((await member.request('GET', `${base}/permissions/nope`)).statusCode).toBe(404);
  });

  it('defines roles from existing permissions, grants and revokes', async () => {
    const res = await dev.request('POST', `${base}/roles`, {
      payload: { name: 'approver', permissions: ['expenses.read', 'expenses.approve'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().permissions).toEqual(['expenses.approve', 'expenses.read']);
    expect((await dev.request('POST', `${base}/roles`, { payload: { name: 'viewer' } })).statusCode).toBe(
      201,
    );
    expect((await dev.request('POST', `${base}/roles`, { payload: { name: 'approver' } })).statusCode).toBe(
      409,
    );
    const unknownPerm = await dev.request('POST', `${base}/roles`, {
      payload: { name: 'auditor', permissions: ['nope'] },
    });
    expect(unknownPerm.statusCode).toBe(400);
    expect((await dev.request('GET', `${base}/roles/auditor`)).statusCode).toBe(404);

    const granted = await dev.request('PUT', `${base}/roles/viewer/permissions/expenses.read`);
    expect(granted.json().permissions).toEqual(['expenses.read']);
    expect((await dev.request('PUT', `${base}/roles/viewer/permissions/expenses.read`)).statusCode).toBe(200);
    expect((await dev.request('PUT', `${base}/roles/viewer/permissions/nope`)).statusCode).toBe(404);
    expect((await dev.request('PUT', `${base}/roles/ghost/permissions/expenses.read`)).statusCode).toBe(404);
    expect((await member.request('GET', `${base}/roles/viewer/permissions`)).json()).toEqual({
      total: 1,
      data: ['expenses.read'],
    });
    expect((await member.request('GET', `${base}/roles/viewer/permissions/expenses.read`)).statusCode).toBe(
      200,
    );
    expect((await member.request('GET', `${base}/roles/viewer/permissions/reports:export`)).statusCode).toBe(
      404,
    );
    expect((await dev.request('DELETE', `${base}/roles/viewer/permissions/expenses.read`)).statusCode).toBe(
      204,
    );
    expect((await dev.request('DELETE', `${base}/roles/viewer/permissions/expenses.read`)).statusCode).toBe(
      404,
    );

    // Deleting a permission takes it out of every role.
    expect((await dev.request('DELETE', `${base}/permissions/expenses.approve`)).statusCode).toBe(204);
    expect((await dev.request('GET', `${base}/roles/approver`)).json().permissions).toEqual([
      'expenses.read',
    ]);
    const roles = (await member.request('GET', `${base}/roles`)).json();
    expect(roles.data.map((r: { name: string }) => r.name)).toEqual(['approver', 'viewer']);
  });

  it('creates a role through POST /auth/v1/roles with the app in the body, checked as the per-app call', async () => {
    const appId = base.split('/').at(-1)!;
    const res = await dev.request('POST', '/auth/v1/roles', {
      payload: { appId, name: 'clerk', permissions: ['expenses.read'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'clerk', permissions: ['expenses.read'] });
    expect((await member.request('GET', `${base}/roles/clerk`)).statusCode).toBe(200);
    const again = await dev.request('POST', '/auth/v1/roles', { payload: { appId, name: 'clerk' } });
    expect(again.statusCode).toBe(409);
    const reader = await member.request('POST', '/auth/v1/roles', { payload: { appId, name: 'other' } });
    expect(reader.statusCode).toBe(403);
    const stranger = await outsider.request('POST', '/auth/v1/roles', { payload: { appId, name: 'other' } });
    expect(stranger.statusCode).toBe(404);
    const noApp = await dev.request('POST', '/auth/v1/roles', { payload: { name: 'other' } });
    expect(noApp.statusCode).toBe(400);
    expect(noApp.json().message).toMatch(/appId/);
    const unknownPerm = await dev.request('POST', '/auth/v1/roles', {
      payload: { appId, name: 'other', permissions: ['nope'] },
    });
    expect(unknownPerm.statusCode).toBe(400);
    expect((await dev.request('GET', `${base}/roles/other`)).statusCode).toBe(404);
  });

  it('gives company members roles by email, lists them newest first and pages', async () => {
    const set = (email: string, roles: string[]) =>
      dev.request('PUT', `${base}/users/${encodeURIComponent(email)}`, { payload: { roles } });
    expect((await set('member@demo.example', ['viewer'])).statusCode).toBe(200);
    expect((await set('specialist@demo.example', ['approver', 'viewer'])).statusCode).toBe(200);
    const admin = await set('ADMIN@demo.example', ['approver']);
    expect(admin.json()).toMatchObject({ email: 'admin@demo.example', roles: ['approver'] });

    const page = (await member.request('GET', `${base}/users?start=0&length=2`)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((u: { email: string }) => u.email)).toEqual([
      'admin@demo.example',
      'specialist@demo.example',
    ]);
    const rest = (await member.request('GET', `${base}/users?start=2&length=2`)).json();
    expect(rest.data.map((u: { email: string }) => u.email)).toEqual(['member@demo.example']);

    // A change moves the user to the top.
    await set('member@demo.example', ['approver']);
    const again = (await member.request('GET', `${base}/users`)).json();
    expect(again.data[0]).toMatchObject({ email: 'member@demo.example', roles: ['approver'] });

    expect((await set('producer@demo.example', ['viewer'])).statusCode).toBe(404);
    expect((await set('member@demo.example', ['ghost'])).statusCode).toBe(400);
    expect((await set('member@demo.example', [])).statusCode).toBe(400);
    expect(
      (await dev.request('PUT', `${base}/users/not-an-email`, { payload: { roles: ['viewer'] } })).statusCode,
    ).toBe(400);
    expect((await member.request('GET', `${base}/users/member@demo.example`)).statusCode).toBe(200);
    expect((await member.request('GET', `${base}/users/dsc@demo.example`)).statusCode).toBe(404);
    expect((await member.request('GET', `${base}/users?length=101`)).statusCode).toBe(400);

    // Deleting a role takes it from its users.
    expect((await dev.request('DELETE', `${base}/roles/viewer`)).statusCode).toBe(204);
    const specialist = (await member.request('GET', `${base}/users/specialist@demo.example`)).json();
    expect(specialist.roles).toEqual(['approver']);
    expect((await dev.request('DELETE', `${base}/users/specialist@demo.example`)).statusCode).toBe(204);
    expect((await dev.request('DELETE', `${base}/users/specialist@demo.example`)).statusCode).toBe(404);
  });

  it('lets readers read only, refuses other companies and no session, and 404s unknown apps', async () => {
    expect(
      (await member.request('POST', `${base}/permissions`, { payload: { name: 'x.y' } })).statusCode,
    ).toBe(403);
    expect((await member.request('DELETE', `${base}/roles/approver`)).statusCode).toBe(403);
    expect((await outsider.request('GET', `${base}/roles`)).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${base}/roles`,
      headers: { host: 'localhost:8080' },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = '/auth/v1/apps/00000000-0000-4000-8000-000000000000';
    expect((await dev.request('GET', `${unknown}/roles`)).statusCode).toBe(404);
    expect((await dev.request('GET', '/auth/v1/apps/not-a-uuid/roles')).statusCode).toBe(400);
    expect((await dev.request('GET', `${base}/roles/bad%20name`)).statusCode).toBe(400);
  });

  it('keeps a retired app read-only: its access is read, not changed, until it is unretired', async () => {
    const acme = { 'x-organization-id': demoOrgs.acme.id };
    const appId = base.split('/').at(-1)!;
    const admin = await signIn(ctx.app, 'admin@demo.example');
    expect(
      (await admin.request('POST', `/apphub/v1/apps/${appId}/retire`, { headers: acme })).statusCode,
    ).toBe(200);
    const refused = await dev.request('POST', `${base}/permissions`, { payload: { name: 'retired.write' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The app is retired: unretire it to change its access.');
    expect((await dev.request('DELETE', `${base}/roles/approver`)).statusCode).toBe(409);
    expect((await dev.request('GET', `${base}/roles`)).statusCode).toBe(200);
    const rename = await dev.request('PATCH', `/apphub/v1/apps/${appId}`, {
      headers: acme,
      payload: { name: 'Renamed while retired' },
    });
    expect(rename.statusCode).toBe(409);
    expect(
      (await admin.request('POST', `/apphub/v1/apps/${appId}/unretire`, { headers: acme })).statusCode,
    ).toBe(200);
    expect(
      (await dev.request('POST', `${base}/permissions`, { payload: { name: 'retired.write' } })).statusCode,
    ).toBe(201);
  });
});
