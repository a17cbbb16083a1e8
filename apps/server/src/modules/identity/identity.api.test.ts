import { defaultRolePermissions, orgPermissions, type Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { termsAgreements, termsVersions } from '../../db/schema/index.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const idOf = (email: string) => demoUsers.find((u) => u.email === email)!.id;

describe('identity API', () => {
  let ctx: TestContext;
  const sessions: Record<string, Awaited<ReturnType<typeof signIn>>> = {};
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        // A probe route per permission: what every real endpoint does with requirePermission.
        beforeReady: (app) => {
          app.get<{ Params: { permission: string } }>('/api/v1/test-probe/:permission', async (request) => {
            await requirePermission(ctx.database.db, request, request.params.permission);
            return { ok: true };
          });
        },
      },
    );
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const email of ['admin', 'developer', 'specialist', 'member', 'dsc', 'staff']) {
      sessions[email] = await signIn(ctx.app, `${email}@demo.example`);
    }
  });
  afterAll(() => ctx.close());

  it('answers who I am', async () => {
    const res = await sessions.staff!.request('GET', '/auth/v1/users/self');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'staff@demo.example',
      isProviderEmployee: true,
      // The demo users have agreed to the terms in force, all but member@demo.example.
      hasSignedTerms: true,
    });
    expect(res.json().globalPermissions).toContain('admin.portal');
  });

  it('refuses identity calls without a session with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/v2/organizations/self' });
    expect(res.statusCode).toBe(401);
  });

  it('lists my companies primary, secondary, collaborator with every field', async () => {
    const res = await sessions.admin!.request('GET', '/auth/v2/organizations/self');
    expect(res.statusCode).toBe(200);
    const orgs = res.json().userOrganizations;
    expect(
      orgs.map((o: { organizationName: string; associationType: string }) => [
        o.organizationName,
        o.associationType,
      ]),
    ).toEqual([
      ['Acme Health', 'PRIMARY'],
      ['Bright Partners', 'SECONDARY'],
      ['Northwind Software', 'COLLABORATOR'],
    ]);
    expect(orgs[0]).toEqual({
      organizationUuid: ACME,
      organizationName: 'Acme Health',
      region: 'scylla:us',
      organizationType: 'Customer',
      roles: ['admin'],
      associationType: 'PRIMARY',
      isAWS: false,
      accountStatus: 'PROVISIONED',
    });
    expect(orgs[1].region).not.toBe(orgs[0].region);
  });

  it('pages company members by at most 100 with the total', async () => {
    const first = await sessions.admin!.request(
      'GET',
      `/auth/v1/organizations/${ACME}/users?start=0&length=2`,
    );
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBe(6);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toHaveProperty('userUuid');
    const rest = await sessions.admin!.request(
      'GET',
      `/auth/v1/organizations/${ACME}/users?start=2&length=100`,
    );
    expect(rest.json().data).toHaveLength(4);
    const all = [...page.data, ...rest.json().data].map((m: { userUuid: string }) => m.userUuid);
    expect(new Set(all).size).toBe(6);
    const tooMany = await sessions.admin!.request('GET', `/auth/v1/organizations/${ACME}/users?length=101`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers my permissions in a company, per my roles there', async () => {
    const acme = await sessions.admin!.request('GET', `/auth/v2/organizations/${ACME}/permissions/self`);
    expect(acme.json().permissions).toContain('company.admin');
    const bright = await sessions.admin!.request('GET', `/auth/v2/organizations/${BRIGHT}/permissions/self`);
    expect(bright.json().permissions).toContain('apps.write');
    expect(bright.json().permissions).not.toContain('company.admin');
  });

  describe("refuses another company's id with 403", () => {
    it('in the path', async () => {
      const res = await sessions.member!.request('GET', `/auth/v2/organizations/${BRIGHT}/permissions/self`);
      expect(res.statusCode).toBe(403);
      const members = await sessions.developer!.request('GET', `/auth/v1/organizations/${BRIGHT}/users`);
      expect(members.statusCode).toBe(403);
    });

    it('in the x-organization-id header, on any API call', async () => {
      const res = await sessions.member!.request('GET', '/auth/v1/users/self', {
        headers: { 'x-organization-id': BRIGHT },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('forbidden');
      const garbage = await sessions.member!.request('GET', '/auth/v1/users/self', {
        headers: { 'x-organization-id': 'not-a-uuid' },
      });
      expect(garbage.statusCode).toBe(403);
      const own = await sessions.member!.request('GET', '/auth/v1/users/self', {
        headers: { 'x-organization-id': ACME },
      });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('checks every permission for every role (403 without it)', () => {
    const cases: [string, Role[]][] = [
      ['admin', ['admin']],
      ['developer', ['developer']],
      ['specialist', ['specialist']],
      ['member', ['member']],
      ['dsc', ['dsc']],
    ];
    it.each(cases)('%s in Acme', async (who, roles) => {
      const granted = new Set(roles.flatMap((r) => defaultRolePermissions[r]));
      for (const permission of orgPermissions) {
        const res = await sessions[who]!.request('GET', `/api/v1/test-probe/${permission}`, {
          headers: { 'x-organization-id': ACME },
        });
        expect([permission, res.statusCode]).toEqual([permission, granted.has(permission) ? 200 : 403]);
      }
    });

    it('member and specialist cannot list members; developer, admin and dsc can', async () => {
      const url = `/auth/v1/organizations/${ACME}/users`;
      expect((await sessions.member!.request('GET', url)).statusCode).toBe(403);
      expect((await sessions.specialist!.request('GET', url)).statusCode).toBe(403);
      for (const who of ['developer', 'admin', 'dsc']) {
        expect((await sessions[who]!.request('GET', url)).statusCode).toBe(200);
      }
    });

    it('asks for a company when the permission needs one', async () => {
      const res = await sessions.admin!.request('GET', '/api/v1/test-probe/apps.read');
      expect(res.statusCode).toBe(400);
    });
  });

  describe("a user's companies and roles", () => {
    it('are visible to the user', async () => {
      const res = await sessions.admin!.request('GET', `/auth/v1/users/${idOf('admin@demo.example')}/roles`);
      expect(res.statusCode).toBe(200);
      expect(res.json().roles).toHaveLength(3);
    });

    it('are visible to an admin of a shared company, limited to what they administer', async () => {
      const res = await sessions.admin!.request(
        'GET',
        `/auth/v1/users/${idOf('developer@demo.example')}/organizations`,
      );
      expect(res.statusCode).toBe(200);
      expect(
        res.json().userOrganizations.map((o: { organizationUuid: string }) => o.organizationUuid),
      ).toEqual([ACME]);
      const roles = await sessions.admin!.request(
        'GET',
        `/auth/v1/users/${idOf('developer@demo.example')}/roles`,
      );
      expect(roles.json()).toEqual({ roles: [{ organizationUuid: ACME, roles: ['developer'] }] });
    });

    it('are not found for anyone else', async () => {
      const res = await sessions.developer!.request(
        'GET',
        `/auth/v1/users/${idOf('admin@demo.example')}/organizations`,
      );
      expect(res.statusCode).toBe(404);
      const roles = await sessions.member!.request(
        'GET',
        `/auth/v1/users/${idOf('developer@demo.example')}/roles`,
      );
      expect(roles.statusCode).toBe(404);
    });
  });

  describe('terms', () => {
    it('answers the terms in force to anyone, signed in or not', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/auth/v2/users/terms' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ version: '2026-01', publishedAt: '2026-01-01T00:00:00.000Z' });
    });

    it('seeds every demo user as having agreed, but the member', async () => {
      expect((await sessions.developer!.request('GET', '/auth/v2/users/self/terms')).json()).toMatchObject({
        version: '2026-01',
        agreed: true,
      });
      expect((await sessions.member!.request('GET', '/auth/v1/users/self')).json().hasSignedTerms).toBe(
        false,
      );
    });

    it('records an agreement, with the CSRF token only', async () => {
      const s = sessions.member!;
      expect((await s.request('GET', '/auth/v2/users/self/terms')).json()).toMatchObject({ agreed: false });
      const version = (await s.request('GET', '/auth/v2/users/self/terms')).json().version;
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v2/users/self/terms',
        headers: { cookie: s.jar.header() },
        payload: { version },
      });
      expect(forged.statusCode).toBe(403);
      expect((await s.request('GET', '/auth/v2/users/self/terms')).json().agreed).toBe(false);
      const res = await s.request('POST', '/auth/v2/users/self/terms', { payload: { version } });
      expect(res.statusCode).toBe(200);
      expect(res.json().agreed).toBe(true);
      expect((await s.request('GET', '/auth/v1/users/self')).json().hasSignedTerms).toBe(true);
      const stale = await s.request('POST', '/auth/v2/users/self/terms', { payload: { version: '1999-01' } });
      expect(stale.statusCode).toBe(409);
    });

    it('lets only staff reset agreements', async () => {
      await sessions.member!.request('POST', '/auth/v2/users/self/terms', {
        payload: {
          version: (await sessions.member!.request('GET', '/auth/v2/users/self/terms')).json().version,
        },
      });
      const denied = await sessions.admin!.request('POST', '/auth/v2/users/terms/reset', { payload: {} });
      expect(denied.statusCode).toBe(403);
      const res = await sessions.staff!.request('POST', '/auth/v2/users/terms/reset', {
        payload: { userUuids: [idOf('member@demo.example')] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ reset: 1 });
      expect((await sessions.member!.request('GET', '/auth/v2/users/self/terms')).json().agreed).toBe(false);
    });

    it('refuses to publish a version without admin.terms, a blank one, or one published already', async () => {
      const denied = await sessions.admin!.request('POST', '/auth/v2/users/terms', {
        payload: { version: '2026-07' },
      });
      expect(denied.statusCode).toBe(403);
      const blank = await sessions.staff!.request('POST', '/auth/v2/users/terms', {
        payload: { version: ' ' },
      });
      expect(blank.statusCode).toBe(400);
      const again = await sessions.staff!.request('POST', '/auth/v2/users/terms', {
        payload: { version: '2026-01' },
      });
      expect(again.statusCode).toBe(409);
      expect((await ctx.app.inject({ method: 'GET', url: '/auth/v2/users/terms' })).json().version).toBe(
        '2026-01',
      );
    });

    // Last but one of the file: a new version is in force for every test after it.
    it('asks everyone again once staff publish a new version, and keeps the old agreements on record', async () => {
      const dev = sessions.developer!;
      const published = await sessions.staff!.request('POST', '/auth/v2/users/terms', {
        payload: { version: '2026-07' },
      });
      expect(published.statusCode).toBe(201);
      expect(published.json().version).toBe('2026-07');
      expect((await ctx.app.inject({ method: 'GET', url: '/auth/v2/users/terms' })).json().version).toBe(
        '2026-07',
      );
      expect((await dev.request('GET', '/auth/v2/users/self/terms')).json()).toEqual({
        version: '2026-07',
        agreed: false,
        agreedAt: null,
      });
      expect((await dev.request('GET', '/auth/v1/users/self')).json().hasSignedTerms).toBe(false);
      const old = await dev.request('POST', '/auth/v2/users/self/terms', { payload: { version: '2026-01' } });
      expect(old.statusCode).toBe(409);
      const agreed = await dev.request('POST', '/auth/v2/users/self/terms', {
        payload: { version: '2026-07' },
      });
      expect(agreed.json()).toMatchObject({ version: '2026-07', agreed: true });
      const rows = await ctx.database.db
        .select({ version: termsAgreements.version })
        .from(termsAgreements)
        .where(eq(termsAgreements.userId, idOf('developer@demo.example')));
      expect(rows.map((row) => row.version).sort()).toEqual(['2026-01', '2026-07']);
    });

    it('puts a version published on a clock behind the last publication in force all the same', async () => {
      // The last version was published on a clock a day ahead (or this one is a day behind).
      await ctx.database.db
        .update(termsVersions)
        .set({ publishedAt: new Date(Date.now() + 86_400_000) })
        .where(eq(termsVersions.version, '2026-07'));
      const published = await sessions.staff!.request('POST', '/auth/v2/users/terms', {
        payload: { version: '2026-08' },
      });
      expect(published.statusCode).toBe(201);
      const current = (await ctx.app.inject({ method: 'GET', url: '/auth/v2/users/terms' })).json();
      expect(current.version).toBe('2026-08');
      expect(Date.parse(current.publishedAt)).toBeGreaterThan(Date.now() + 86_400_000 - 60_000);
    });
  });
});
