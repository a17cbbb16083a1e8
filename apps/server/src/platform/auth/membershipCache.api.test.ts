import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken } from '../../../test/mailedToken.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { rolePermissions } from '../../db/schema/index.ts';
import { identityRepository } from '../../modules/identity/identity.repository.ts';
import { identityService } from '../../modules/identity/identity.service.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { demoPackageNames } from '../../seed/packagesDemo.ts';
import { seedRepository } from '../../seed/seed.repository.ts';
import { authRepository } from './auth.repository.ts';
import { membershipCacheOf } from './membershipCache.ts';

const ACME = demoOrgs.acme.id;
const idOf = (email: string) => demoUsers.find((u) => u.email === email)!.id;
type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * The company check of every company-scoped request is cached in memory on PGlite.
 * Each test makes the check first, so the membership is in the cache, then changes it through the
 * portal: the next request must see the change at once. One test per kind of write that changes what
 * the check answers (a member's roles, a member removed, a role's permissions granted and taken back,
 * a membership added, the reference permissions written, companies and accounts removed).
 */
describe('the membership cache forgets a company check the moment it changes', () => {
  let ctx: TestContext;
  const s: Record<string, Session> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const who of ['admin', 'member', 'specialist', 'staff', 'producer'])
      s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(() => ctx.close());

  const acme = (
    session: Session,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => session.request(method, url, { headers: { 'x-organization-id': ACME }, payload });
  /** The caller's permissions in Acme, read twice so the second answer comes from the cache. */
  const permissions = async (session: Session) => {
    await acme(session, 'GET', `/auth/v2/organizations/${ACME}/permissions/self`);
    const res = await acme(session, 'GET', `/auth/v2/organizations/${ACME}/permissions/self`);
    return { status: res.statusCode, permissions: (res.json().permissions ?? []) as string[] };
  };

  it('is on for PGlite (the API tests on PostgreSQL run without it)', () => {
    expect(membershipCacheOf(ctx.database.db) !== undefined).toBe(ctx.database.kind === 'pglite');
  });

  it("answers a member's new roles right after an admin changes them", async () => {
    expect((await permissions(s.member!)).permissions).not.toContain('apps.write');
    const url = `/auth/v2/organizations/${ACME}/users/${idOf('member@demo.example')}/roles`;
    expect((await acme(s.admin!, 'PUT', url, { roles: ['developer'] })).statusCode).toBe(200);
    expect((await permissions(s.member!)).permissions).toContain('apps.write');
    expect((await acme(s.admin!, 'PUT', url, { roles: ['member'] })).statusCode).toBe(200);
    expect((await permissions(s.member!)).permissions).not.toContain('apps.write');
  });

  it('refuses a removed member right after the removal', async () => {
    expect((await permissions(s.specialist!)).status).toBe(200);
    const url = `/auth/v1/organizations/${ACME}/users/${idOf('specialist@demo.example')}`;
    expect((await acme(s.admin!, 'DELETE', url)).statusCode).toBe(204);
    const after = await acme(s.specialist!, 'GET', '/apphub/v1/apps');
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('You are not a member of this company.');
  });

  it("answers a role's new permissions right after staff grant and take them back", async () => {
    expect((await permissions(s.member!)).permissions).not.toContain('licenses.manage');
    const url = '/auth/v2/roles/member/permissions/licenses.manage';
    expect((await s.staff!.request('PUT', url, { payload: { granted: true } })).statusCode).toBe(200);
    expect((await permissions(s.member!)).permissions).toContain('licenses.manage');
    expect((await s.staff!.request('PUT', url, { payload: { granted: false } })).statusCode).toBe(200);
    expect((await permissions(s.member!)).permissions).not.toContain('licenses.manage');
  });

  it('lets a new member in right after the invitation is accepted (a refusal is never kept)', async () => {
    expect((await permissions(s.producer!)).status).toBe(403);
    const invite = await acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
      users: [
        { email: 'producer@demo.example', firstName: 'Pat', lastName: 'Producer', roles: ['developer'] },
      ],
    });
    expect(invite.statusCode).toBe(201);
    const token = await mailedToken(ctx.config.mail.dir, 'producer@demo.example');
    const accept = await s.producer!.request('POST', `/auth/v2/invitations/${token}/accept`, { payload: {} });
    expect(accept.statusCode).toBe(200);
    expect((await permissions(s.producer!)).permissions).toContain('apps.write');
  });

  it('answers the reference permissions right after they are written to an empty table', async () => {
    const repo = authRepository(ctx.database.db);
    const admin = idOf('admin@demo.example');
    const saved = await ctx.database.db.select().from(rolePermissions);
    try {
      // An operator emptied the table (a direct write, so the cache is told by hand, as a restart would).
      await ctx.database.db.delete(rolePermissions);
      membershipCacheOf(ctx.database.db)?.forgetAll();
      expect((await repo.findMembershipOfRequest(admin, ACME))?.permissions).toEqual([]);
      await identityService(identityRepository(ctx.database.db)).ensureReferenceData();
      expect((await repo.findMembershipOfRequest(admin, ACME))?.permissions).toContain('users.manage');
    } finally {
      await ctx.database.db.delete(rolePermissions);
      await ctx.database.db.insert(rolePermissions).values(saved);
      membershipCacheOf(ctx.database.db)?.forgetAll();
    }
  });

  it("forgets the demo companies' members when the demo world is removed", async () => {
    const repo = authRepository(ctx.database.db);
    const admin = idOf('admin@demo.example');
    expect(await repo.findMembershipOfRequest(admin, ACME)).toBeDefined();
    const orgIds = Object.values(demoOrgs).map((org) => org.id);
    const userIds = demoUsers.map((user) => user.id);
    await seedRepository(ctx.database.db).removeDemo(orgIds, userIds, demoPackageNames);
    expect(await repo.findMembershipOfRequest(admin, ACME)).toBeUndefined();
  });
});
