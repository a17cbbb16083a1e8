import type { AwsAccessSummary } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { entitlementsRepository } from '../entitlements/entitlements.repository.ts';

const ACME = demoOrgs.acme.id;
const GLOBEX = demoOrgs.globex.id;
const idOf = (who: string) => demoUsers.find((user) => user.email === `${who}@demo.example`)!.id;
type Session = Awaited<ReturnType<typeof signIn>>;

describe('aws access: an admin grants and removes AWS access per member, within the user limit', () => {
  let ctx: TestContext;
  const s: Record<string, Session> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const who of ['admin', 'member', 'staff', 'producer'])
      s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(() => ctx.close());

  const account = (org: string, who: string) =>
    `/auth/v1/bridgenbus/organizations/${org}/users/${idOf(who)}/awsAccount`;
  const call = (as: string, method: 'GET' | 'PUT' | 'DELETE', url: string) => s[as]!.request(method, url);
  const summary = async () =>
    (
      await call('admin', 'GET', `/auth/v1/bridgenbus/organizations/${ACME}/awsAccounts`)
    ).json() as AwsAccessSummary;
  const limitAcme = (n: number) =>
    entitlementsRepository(ctx.database.db).replaceOverrides(ACME, new Map([['awsUsers', n]]), null);
  const audits = async () => {
    const lines = await ctx.database.db.execute(
      `select attributes from logs where org_id = '${ACME}' and type = 'audit' and attributes->>'action' like 'users.awsAccess.%' order by date`,
    );
    return (lines as { rows: { attributes: Record<string, unknown> }[] }).rows.map((r) => r.attributes);
  };

  it('grants a member AWS access: a row with who and when, ACTIVE, isAWS in their companies, audited', async () => {
    const res = await call('admin', 'PUT', account(ACME, 'developer'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userUuid: idOf('developer'),
      status: 'ACTIVE',
      grantedBy: idOf('admin'),
    });
    expect((await call('admin', 'GET', account(ACME, 'developer'))).json()).toEqual({ status: 'ACTIVE' });
    expect(await summary()).toMatchObject({ maxUsers: 5, used: 1 });

    const developer = await signIn(ctx.app, 'developer@demo.example');
    const orgs = (await developer.request('GET', '/auth/v2/organizations/self')).json().userOrganizations;
    expect(orgs.find((o: { organizationUuid: string }) => o.organizationUuid === ACME).isAWS).toBe(true);
    const adminOrgs = (await call('admin', 'GET', '/auth/v2/organizations/self')).json().userOrganizations;
    expect(adminOrgs.find((o: { organizationUuid: string }) => o.organizationUuid === ACME).isAWS).toBe(
      false,
    );

    // Granting again keeps the grant and writes nothing.
    expect((await call('admin', 'PUT', account(ACME, 'developer'))).statusCode).toBe(200);
    expect((await summary()).used).toBe(1);
    const [entry, ...rest] = await audits();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor: idOf('admin'),
      action: 'users.awsAccess.grant',
      target: idOf('developer'),
      before: { awsAccess: false },
      after: { awsAccess: true, status: 'ACTIVE' },
    });
  });

  it("refuses a grant past the limit with 'User limit of {maxUsers} reached', collaborators counted", async () => {
    await limitAcme(2);
    // dsc@ is an Acme collaborator: it takes the second seat.
    expect((await call('admin', 'PUT', account(ACME, 'dsc'))).statusCode).toBe(200);
    const refused = await call('admin', 'PUT', account(ACME, 'specialist'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('User limit of 2 reached');
    expect((await call('admin', 'GET', account(ACME, 'specialist'))).json()).toEqual({ status: 'NONE' });
    expect((await summary()).used).toBe(2);
  });

  it('lets one of two grants racing for the last seat win', async () => {
    await limitAcme(3);
    const results = await Promise.all([
      call('admin', 'PUT', account(ACME, 'specialist')),
      call('admin', 'PUT', account(ACME, 'member')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await summary()).used).toBe(3);
  });

  it('removes AWS access: the row goes, the status is NONE, audited with what it was', async () => {
    const res = await call('admin', 'DELETE', account(ACME, 'dsc'));
    expect(res.statusCode).toBe(204);
    expect((await call('admin', 'GET', account(ACME, 'dsc'))).json()).toEqual({ status: 'NONE' });
    expect((await summary()).data.map((grant) => grant.userUuid)).not.toContain(idOf('dsc'));
    expect((await audits()).at(-1)).toMatchObject({
      action: 'users.awsAccess.remove',
      target: idOf('dsc'),
      before: { awsAccess: true, status: 'ACTIVE', grantedBy: idOf('admin') },
      after: { awsAccess: false },
    });
    expect((await call('admin', 'DELETE', account(ACME, 'dsc'))).statusCode).toBe(404);
  });

  it('lets staff with admin.companies manage any company, and refuses members and other companies (403)', async () => {
    expect(
      (await call('staff', 'GET', `/auth/v1/bridgenbus/organizations/${ACME}/awsAccounts`)).statusCode,
    ).toBe(200);
    expect((await call('member', 'PUT', account(ACME, 'member'))).statusCode).toBe(403);
    expect(
      (await call('member', 'GET', `/auth/v1/bridgenbus/organizations/${ACME}/awsAccounts`)).statusCode,
    ).toBe(403);
    expect((await call('producer', 'DELETE', account(ACME, 'developer'))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: account(ACME, 'developer') })).statusCode).toBe(401);
  });

  it('answers 404 for someone who is not a member and 400 for a malformed id, writing nothing', async () => {
    expect((await call('producer', 'PUT', account(GLOBEX, 'developer'))).statusCode).toBe(404);
    expect(
      (await call('admin', 'PUT', `/auth/v1/bridgenbus/organizations/${ACME}/users/nope/awsAccount`))
        .statusCode,
    ).toBe(400);
    const globex = await call('producer', 'GET', `/auth/v1/bridgenbus/organizations/${GLOBEX}/awsAccounts`);
    expect(globex.json()).toMatchObject({ maxUsers: 2, used: 0, data: [] });
  });

  it('takes the grant away with the membership when the member leaves the company', async () => {
    expect(
      (await call('admin', 'DELETE', `/auth/v1/organizations/${ACME}/users/${idOf('developer')}`)).statusCode,
    ).toBe(204);
    expect((await summary()).data.map((grant) => grant.userUuid)).not.toContain(idOf('developer'));
  });
});
