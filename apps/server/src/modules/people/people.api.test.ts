import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Role, roleDisplayRank } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken } from '../../../test/mailedToken.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const idOf = (email: string) => demoUsers.find((u) => u.email === email)!.id;
type Session = Awaited<ReturnType<typeof signIn>>;

describe('people API: members, invitations, staff user management, roles', () => {
  let ctx: TestContext;
  let dataDir: string;
  const s: Record<string, Session> = {};
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-people-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const who of ['admin', 'developer', 'staff', 'reviewer', 'dsc', 'producer'])
      s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const acme = (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => session.request(method, url, { headers: { 'x-organization-id': ACME }, payload });

  it('lists members in the role display order of docs/product/people.md PEOPLE-2 with data and total', async () => {
    const res = await acme(s.admin!, 'GET', `/auth/v1/organizations/${ACME}/users?start=0&length=100`);
    expect(res.statusCode).toBe(200);
    const { total, data } = res.json() as { total: number; data: { roles: Role[] }[] };
    expect(total).toBe(data.length);
    const ranks = data.map((m) => roleDisplayRank(m.roles));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(1);
  });

  it('refuses member changes without a session (401) and without users.manage (403)', async () => {
    const url = `/auth/v2/organizations/${ACME}/users/${idOf('member@demo.example')}/roles`;
    const anonymous = await ctx.app.inject({ method: 'PUT', url, payload: { roles: ['developer'] } });
    expect(anonymous.statusCode).toBe(401);
    const developer = await acme(s.developer!, 'PUT', url, { roles: ['developer'] });
    expect(developer.statusCode).toBe(403);
    const invite = await acme(s.developer!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
      users: [{ email: 'x@demo.example', firstName: 'X', lastName: 'Y', roles: ['member'] }],
    });
    expect(invite.statusCode).toBe(403);
  });

  it('refuses dsc and systemaccount as roles to give (400), and changes nothing', async () => {
    const url = `/auth/v2/organizations/${ACME}/users/${idOf('member@demo.example')}/roles`;
    for (const roles of [['dsc'], ['member', 'systemaccount'], []]) {
      const res = await acme(s.admin!, 'PUT', url, { roles });
      expect(res.statusCode).toBe(400);
    }
    const members = await acme(s.admin!, 'GET', `/auth/v1/organizations/${ACME}/users`);
    const mia = members.json().data.find((m: { email: string }) => m.email === 'member@demo.example');
    expect(mia.roles).toEqual(['member']);
  });

  it('changes a role and writes the audit line with before and after', async () => {
    const id = idOf('member@demo.example');
    const res = await acme(s.admin!, 'PUT', `/auth/v2/organizations/${ACME}/users/${id}/roles`, {
      roles: ['developer', 'member'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['developer', 'member']);
    const audits = await ctx.database.db.execute(
      `select message, attributes from logs where org_id = '${ACME}' and type = 'audit' and attributes->>'action' = 'users.roles.update'`,
    );
    const rows = (audits as { rows: { message: string; attributes: Record<string, unknown> }[] }).rows;
    // The line names the member as a reader knows them; the id stays in the target.
    expect(rows.at(-1)!.message).toBe(
      'Changed the roles of Mia Member (member@demo.example) from member to developer, member',
    );
    expect(rows.at(-1)!.attributes).toMatchObject({
      actor: idOf('admin@demo.example'),
      target: id,
      before: { roles: ['member'] },
      after: { roles: ['developer', 'member'] },
    });
  });

  it('keeps a dsc a dsc when an admin sets the roles it can give', async () => {
    const res = await acme(
      s.admin!,
      'PUT',
      `/auth/v2/organizations/${ACME}/users/${idOf('dsc@demo.example')}/roles`,
      {
        roles: ['developer'],
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['developer', 'dsc']);
  });

  it('refuses to demote or remove the last admin (409) and counts the admins', async () => {
    const admins = await acme(s.admin!, 'GET', `/auth/v2/organizations/${ACME}/admins`);
    expect(admins.json()).toEqual({ total: 1 });
    const self = idOf('admin@demo.example');
    const demote = await acme(s.admin!, 'PUT', `/auth/v2/organizations/${ACME}/users/${self}/roles`, {
      roles: ['developer'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: 'conflict', message: 'At least one admin is required.' });
    const remove = await acme(s.admin!, 'DELETE', `/auth/v1/organizations/${ACME}/users/${self}`);
    expect(remove.statusCode).toBe(409);
    const after = await acme(s.admin!, 'GET', `/auth/v2/organizations/${ACME}/admins`);
    expect(after.json()).toEqual({ total: 1 });
  });

  it('refuses a user form with a repeated email, a missing name or email, and writes nothing', async () => {
    const res = await acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
      users: [
        { email: 'new1@example.com', firstName: 'New', lastName: 'One', roles: ['member'] },
        { email: 'NEW1@example.com', firstName: '', lastName: 'Two', roles: ['member'] },
        { email: '', firstName: 'No', lastName: '', roles: ['member'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(message).toContain("users.1.email: You've already entered this email.");
    expect(message).toContain('users.1.firstName: First name is required.');
    expect(message).toContain('users.2.email: Email is required.');
    expect(message).toContain('users.2.lastName: Last name is required.');
    const pending = await acme(s.admin!, 'GET', `/auth/v2/organizations/${ACME}/invitations`);
    expect(pending.json().data).toEqual([]);
  });

  it('refuses to invite someone who is already a member (409)', async () => {
    const res = await acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
      users: [{ email: 'Developer@demo.example', firstName: 'Dev', lastName: 'D', roles: ['member'] }],
    });
    expect(res.statusCode).toBe(409);
  });

  it('invites a new person by e-mail; the link makes the account and the membership once', async () => {
    const res = await acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
      users: [
        { email: 'Newcomer@Example.com', firstName: 'Nia', lastName: 'Newcomer', roles: ['developer'] },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invited[0]).toMatchObject({ email: 'newcomer@example.com', roles: ['developer'] });
    const token = await mailedToken(ctx.config.mail.dir, 'newcomer@example.com');
    const preview = await ctx.app.inject({ method: 'GET', url: `/auth/v2/invitations/${token}` });
    expect(preview.json()).toMatchObject({ organizationName: 'Acme Health', hasAccount: false });
    const noPassword = await ctx.app.inject({
      method: 'POST',
      url: `/auth/v2/invitations/${token}/accept`,
      payload: {},
    });
    expect(noPassword.statusCode).toBe(400);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/auth/v2/invitations/${token}/accept`,
      payload: { password: 'a long enough password' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ organizationUuid: ACME, accountCreated: true });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/auth/v2/invitations/${token}/accept`,
      payload: { password: 'a long enough password' },
    });
    expect(again.statusCode).toBe(409);
    const newcomer = await signIn(ctx.app, 'newcomer@example.com', 'a long enough password');
    const orgs = await newcomer.request('GET', '/auth/v2/organizations/self');
    expect(orgs.json().userOrganizations[0]).toMatchObject({
      organizationUuid: ACME,
      roles: ['developer'],
      associationType: 'PRIMARY',
    });
  });

  it('lets an existing account accept only when signed in as the invited address', async () => {
    const res = await acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
      users: [
        { email: 'producer@demo.example', firstName: 'Pat', lastName: 'Producer', roles: ['specialist'] },
      ],
    });
    expect(res.statusCode).toBe(201);
    const token = await mailedToken(ctx.config.mail.dir, 'producer@demo.example');
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/auth/v2/invitations/${token}/accept`,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    const wrongPerson = await s.developer!.request('POST', `/auth/v2/invitations/${token}/accept`, {
      payload: {},
    });
    expect(wrongPerson.statusCode).toBe(403);
    const right = await s.producer!.request('POST', `/auth/v2/invitations/${token}/accept`, { payload: {} });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ organizationUuid: ACME, accountCreated: false });
  });

  it('refuses an expired link (409) and a withdrawn one (404)', async () => {
    const invite = (email: string) =>
      acme(s.admin!, 'POST', `/auth/v2/organizations/${ACME}/users`, {
        users: [{ email, firstName: 'Late', lastName: 'Comer', roles: ['member'] }],
      });
    await invite('late@example.com');
    const late = await mailedToken(ctx.config.mail.dir, 'late@example.com');
    await ctx.database.db.execute(
      `update invitations set expires_at = now() - interval '1 minute' where email = 'late@example.com'`,
    );
    const expired = await ctx.app.inject({ method: 'GET', url: `/auth/v2/invitations/${late}` });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This invitation has expired. Ask your company admin for a new one.');

    const created = await invite('gone@example.com');
    const id = created.json().invited[0].id;
    const gone = await mailedToken(ctx.config.mail.dir, 'gone@example.com');
    expect(
      (await acme(s.developer!, 'DELETE', `/auth/v2/organizations/${ACME}/invitations/${id}`)).statusCode,
    ).toBe(403);
    expect(
      (await acme(s.admin!, 'DELETE', `/auth/v2/organizations/${ACME}/invitations/${id}`)).statusCode,
    ).toBe(204);
    const withdrawn = await ctx.app.inject({ method: 'GET', url: `/auth/v2/invitations/${gone}` });
    expect(withdrawn.statusCode).toBe(404);
  });

  it('removes a member who is not the last admin', async () => {
    const res = await acme(
      s.admin!,
      'DELETE',
      `/auth/v1/organizations/${ACME}/users/${idOf('specialist@demo.example')}`,
    );
    expect(res.statusCode).toBe(204);
    const members = await acme(s.admin!, 'GET', `/auth/v1/organizations/${ACME}/users`);
    expect(members.json().data.map((m: { email: string }) => m.email)).not.toContain(
      'specialist@demo.example',
    );
  });

  describe('staff', () => {
    it('needs admin.users to list, disable or export (403)', async () => {
      for (const [method, url] of [
        ['GET', '/auth/v2/users'],
        ['GET', '/auth/v2/users/export'],
        ['POST', `/auth/v2/users/${idOf('developer@demo.example')}/manageDisable`],
      ] as const) {
        const res = await s.reviewer!.request(method, url, {
          payload: method === 'POST' ? { disabled: true } : undefined,
        });
        expect(res.statusCode, url).toBe(403);
      }
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/auth/v2/users' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('searches every account and pages them', async () => {
      const res = await s.staff!.request('GET', '/auth/v2/users?q=demo.example&start=0&length=3');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(3);
      expect(res.json().total).toBeGreaterThanOrEqual(10);
      const one = await s.staff!.request('GET', '/auth/v2/users?q=Ada%20Admin');
      expect(one.json().data.map((u: { email: string }) => u.email)).toEqual(['admin@demo.example']);
      const wildcard = await s.staff!.request('GET', '/auth/v2/users?q=%25');
      expect(wildcard.json().total).toBe(0);
    });

    it('disables an account: its sessions end and sign-in is refused; enabling lets it back', async () => {
      const dev = await signIn(ctx.app, 'developer@demo.example');
      const id = idOf('developer@demo.example');
      const res = await s.staff!.request('POST', `/auth/v2/users/${id}/manageDisable`, {
        payload: { disabled: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().endedSessions).toBeGreaterThanOrEqual(2);
      expect((await dev.request('GET', '/auth/v1/users/self')).statusCode).toBe(401);
      await expect(signIn(ctx.app, 'developer@demo.example')).rejects.toThrow();
      const self = await s.staff!.request(
        'POST',
        `/auth/v2/users/${idOf('staff@demo.example')}/manageDisable`,
        {
          payload: { disabled: true },
        },
      );
      expect(self.statusCode).toBe(409);
      await s.staff!.request('POST', `/auth/v2/users/${id}/manageDisable`, { payload: { disabled: false } });
      s.developer = await signIn(ctx.app, 'developer@demo.example');
      expect((await s.developer.request('GET', '/auth/v1/users/self')).statusCode).toBe(200);
    });

    it("audits a terms reset and a disable in the staff member's company and the account's", async () => {
      const id = idOf('member@demo.example');
      const reset = await s.staff!.request('POST', '/auth/v2/users/terms/reset', {
        payload: { userUuids: [id] },
      });
      expect(reset.statusCode).toBe(200);
      const lines = async (action: string) => {
        const result = await ctx.database.db.execute(
          `select org_id, attributes from logs where type = 'audit' and attributes->>'action' = '${action}'`,
        );
        return (result as { rows: { org_id: string; attributes: Record<string, unknown> }[] }).rows;
      };
      expect((await lines('terms.reset')).map((row) => row.org_id)).toEqual([demoOrgs.provider.id]);
      const disables = await lines('users.disable');
      expect(disables.map((row) => row.org_id).sort()).toEqual([ACME, demoOrgs.provider.id].sort());
      expect(disables[0]!.attributes).toMatchObject({
        before: { disabled: false },
        after: { disabled: true },
      });
    });

    it('exports every account as streamed CSV with formula cells neutralised', async () => {
      await ctx.database.db.execute(
        `insert into users (email, first_name, last_name) values ('evil@example.com', '=HYPERLINK("http://x")', '+1-@cmd')`,
      );
      // More than two batches of 1,000: every account once, across the batch boundaries.
      await ctx.database.db.execute(
        `insert into users (email, first_name, last_name) select 'bulk' || n || '@example.com', 'Bulk', 'User' || n from generate_series(1, 2100) n`,
      );
      const res = await s.staff!.request('GET', '/auth/v2/users/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-/);
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('userUuid,email,firstName,lastName,isProviderEmployee,disabled,createdAt');
      const evil = lines.find((line) => line.includes('evil@example.com'))!;
      expect(evil).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(evil).toContain(",'+1-@cmd,");
      const total = (await s.staff!.request('GET', '/auth/v2/users')).json().total;
      expect(total).toBeGreaterThan(2100);
      expect(lines).toHaveLength(total + 1);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total);
    });
  });

  describe('roles', () => {
    it('shows the matrix to staff and lets only admin.roles change it, effective at once', async () => {
      const matrix = await s.reviewer!.request('GET', '/auth/v2/roles');
      expect(matrix.statusCode).toBe(200);
      const url = '/auth/v2/roles/developer/permissions/licenses.manage';
      const denied = await s.reviewer!.request('PUT', url, { payload: { granted: true } });
      expect(denied.statusCode).toBe(403);
      const probe = () =>
        acme(s.developer!, 'GET', `/auth/v2/organizations/${ACME}/permissions/self`).then(
          (r) => r.json().permissions as string[],
        );
      expect(await probe()).not.toContain('licenses.manage');
      const granted = await s.staff!.request('PUT', url, { payload: { granted: true } });
      expect(granted.statusCode).toBe(200);
      const developer = granted.json().roles.find((r: { role: string }) => r.role === 'developer');
      expect(developer.permissions).toContain('licenses.manage');
      expect(await probe()).toContain('licenses.manage');
      await s.staff!.request('PUT', url, { payload: { granted: false } });
      expect(await probe()).not.toContain('licenses.manage');
    });

    it('refuses to take users.manage from the admin role (409) and unknown names (400)', async () => {
      const res = await s.staff!.request('PUT', '/auth/v2/roles/admin/permissions/users.manage', {
        payload: { granted: false },
      });
      expect(res.statusCode).toBe(409);
      const unknown = await s.staff!.request('PUT', '/auth/v2/roles/owner/permissions/users.manage', {
        payload: { granted: true },
      });
      expect(unknown.statusCode).toBe(400);
    });
  });

  it('keeps another company out: Bright members are not Acme admin business (403)', async () => {
    const res = await acme(
      s.admin!,
      'PUT',
      `/auth/v2/organizations/${BRIGHT}/users/${idOf('dsc@demo.example')}/roles`,
      {
        roles: ['member'],
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
