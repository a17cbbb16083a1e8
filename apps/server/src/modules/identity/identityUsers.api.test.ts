import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const idOf = (email: string) => demoUsers.find((u) => u.email === email)!.id;
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

/** The identity v1 calls users/{id}, users/{id}/organizations/{org}, users/{id}/roles/{role}. */
describe('one user, as the caller may see them', () => {
  let ctx: TestContext;
  const sessions: Record<string, Awaited<ReturnType<typeof signIn>>> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const name of ['admin', 'developer', 'member'])
      sessions[name] = await signIn(ctx.app, `${name}@demo.example`);
  });
  afterAll(() => ctx.close());

  it('answers a user to themselves and to an admin of a company they share', async () => {
    const developer = idOf('developer@demo.example');
    for (const who of ['developer', 'admin']) {
      const res = await sessions[who]!.request('GET', `/auth/v1/users/${developer}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toEqual({
        userUuid: developer,
        email: 'developer@demo.example',
        firstName: expect.any(String),
        lastName: expect.any(String),
      });
    }
  });

  it('answers 404 to anyone else, and for a user that does not exist; 400 for an id that is no uuid', async () => {
    expect(
      (await sessions.member!.request('GET', `/auth/v1/users/${idOf('developer@demo.example')}`)).statusCode,
    ).toBe(404);
    expect((await sessions.admin!.request('GET', `/auth/v1/users/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await sessions.admin!.request('GET', '/auth/v1/users/nobody')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/auth/v1/users/${UNKNOWN}` })).statusCode).toBe(401);
  });

  it("answers one of a user's companies, only one the caller may see", async () => {
    const mine = await sessions.admin!.request(
      'GET',
      `/auth/v1/users/${idOf('admin@demo.example')}/organizations/${BRIGHT}`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ organizationUuid: BRIGHT, associationType: 'SECONDARY' });
    const shared = await sessions.admin!.request(
      'GET',
      `/auth/v1/users/${idOf('developer@demo.example')}/organizations/${ACME}`,
    );
    expect(shared.json()).toMatchObject({ organizationUuid: ACME, roles: ['developer'] });
    // The developer's own other companies are not the admin's to see, nor a stranger's.
    expect(
      (
        await sessions.admin!.request(
          'GET',
          `/auth/v1/users/${idOf('developer@demo.example')}/organizations/${UNKNOWN}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await sessions.developer!.request(
          'GET',
          `/auth/v1/users/${idOf('admin@demo.example')}/organizations/${ACME}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('says whether a member of my company holds a role there, to its admins only', async () => {
    const developer = idOf('developer@demo.example');
    const asAdmin = (role: string, user = developer) =>
      sessions.admin!.request('GET', `/auth/v1/users/${user}/roles/${role}`, {
        headers: { 'x-organization-id': ACME },
      });
    expect((await asAdmin('developer')).json()).toEqual({
      organizationUuid: ACME,
      role: 'developer',
      held: true,
    });
    expect((await asAdmin('admin')).json()).toEqual({ organizationUuid: ACME, role: 'admin', held: false });
    expect((await asAdmin('wizard')).statusCode).toBe(400);
    expect((await asAdmin('developer', UNKNOWN)).statusCode).toBe(404);
    const asDeveloper = await sessions.developer!.request(
      'GET',
      `/auth/v1/users/${developer}/roles/developer`,
      {
        headers: { 'x-organization-id': ACME },
      },
    );
    expect(asDeveloper.statusCode).toBe(403);
  });
});
