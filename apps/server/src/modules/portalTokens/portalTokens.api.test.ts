import { formatMessage } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logs, memberships, portalTokens, users } from '../../db/schema/index.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };
const userId = (email: string) => demoUsers.find((user) => user.email === email)!.id;
const DEVELOPER = userId('developer@demo.example');
const SPECIALIST = userId('specialist@demo.example');
const MEMBER = userId('member@demo.example');
const ALL_PORTAL = ['portal.apps.read', 'portal.apps.write', 'portal.deploy'];
type Session = Awaited<ReturnType<typeof signIn>>;

describe('portal tokens: API clients call the portal API as their owner', () => {
  let ctx: TestContext;
  let admin: Session;
  let sandboxId: string;
  let serial = 0;

  const fields = (overrides: Record<string, unknown> = {}) => ({
    name: `CI ${++serial}`,
    grantTypes: ['client_credentials'],
    scopes: ALL_PORTAL,
    tenantIds: [sandboxId],
    ownerId: DEVELOPER,
    ...overrides,
  });
  const createClient = async (overrides: Record<string, unknown> = {}) => {
    const res = await admin.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: { ...fields(overrides), type: 'confidential' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { client: { id: string; name: string }; secret: string };
    return { id: body.client.id, name: body.client.name, secret: body.secret };
  };
  const editClient = async (id: string, overrides: Record<string, unknown>) => {
    const current = (await admin.request('GET', `/auth/v2/clients/${id}`, { headers: acme })).json();
    const res = await admin.request('PUT', `/auth/v2/clients/${id}`, {
      headers: acme,
      payload: fields({
        name: current.name,
        scopes: current.scopes,
        ownerId: current.owner?.id ?? null,
        ...overrides,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const tokenRequest = (client: { id: string; secret: string }, form: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ grant_type: 'client_credentials', ...form }).toString(),
    });
  const portalToken = async (client: { id: string; secret: string }, scope = 'portal') => {
    const res = await tokenRequest(client, { scope });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().access_token as string;
  };
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    extra: { headers?: Record<string, string>; payload?: object } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...extra.headers },
      ...(extra.payload ? { payload: extra.payload } : {}),
    });
  const createApp = (token: string, referenceId: string) =>
    call(token, 'POST', '/apphub/v1/apps', {
      payload: { name: `App ${referenceId}`, referenceId, type: 'EXTEND', source: 'scratch' },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    admin = await signIn(ctx.app, 'admin@demo.example');
    const tenants = (await admin.request('GET', `/auth/v1/organizations/${ACME}/tenants`)).json().data as {
      id: string;
      name: string;
    }[];
    sandboxId = tenants.find((tenant) => tenant.name === 'acme_sb')!.id;
  });
  afterAll(() => ctx.close());

  it('lists the portal scopes beside the tenant scopes', async () => {
    const res = await admin.request('GET', '/auth/v1/scopes', { headers: acme });
    expect(res.statusCode).toBe(200);
    const portal = res.json().data.filter((scope: { scope: string }) => scope.scope.startsWith('portal.'));
    expect(portal).toEqual([
      { scope: 'portal.apps.read', service: 'portal.apps', access: 'read' },
      { scope: 'portal.apps.write', service: 'portal.apps', access: 'write' },
      { scope: 'portal.deploy', service: 'portal.deploy', access: 'write' },
      { scope: 'portal.orchestrations', service: 'portal.orchestrations', access: 'write' },
    ]);
    expect(res.json().data).toContainEqual({ scope: 'workers.read', service: 'workers', access: 'read' });
  });

  it('issues an hour-long ppa_ token for portal scopes, without tenant or refresh token, stored hashed', async () => {
    const client = await createClient();
    const res = await tokenRequest(client, { scope: 'portal' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: ALL_PORTAL.join(' '),
      organizationId: ACME,
    });
    expect(body.access_token).toMatch(/^ppa_[\w-]{43}$/);
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('tenant');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await ctx.database.db
      .select()
      .from(portalTokens)
      .where(eq(portalTokens.clientId, client.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(body.access_token);

    const named = await tokenRequest(client, { scope: 'portal.apps.read' });
    expect(named.json().scope).toBe('portal.apps.read');

    // Portal scopes need no tenant; a tenant scope does.
    const pipeline = await createClient({ tenantIds: [] });
    expect((await tokenRequest(pipeline, { scope: 'portal' })).statusCode).toBe(200);
    const res2 = await admin.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: {
        ...fields({ scopes: ['workers.read', 'portal.deploy'], tenantIds: [] }),
        type: 'confidential',
      },
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toContain('Choose at least one tenant.');
  });

  it("acts as the owner in the client's company, without CSRF or company header, with the scopes' permissions", async () => {
    const client = await createClient();
    const token = await portalToken(client);
    const self = await call(token, 'GET', '/auth/v2/clients/self/permissions');
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json()).toMatchObject({
      client: { id: client.id, name: client.name },
      userId: DEVELOPER,
      organizationId: ACME,
      scopes: ALL_PORTAL,
      permissions: ['apps.deploy', 'apps.read', 'apps.write', 'tenants.read'],
    });
    const created = await createApp(token, 'portal_token_app');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().app.organizationId).toBe(ACME);
    expect((await call(token, 'GET', '/apphub/v1/apps', { headers: acme })).statusCode).toBe(200);
  });

  it('names the client as well as the user in the audit trail', async () => {
    const client = await createClient();
    const token = await portalToken(client);
    const created = (await createApp(token, 'audited_deploy')).json();
    const build = await waitForBuild(admin, ACME, created.build.id);
    expect(build.status).toBe('SUCCEEDED');
    const deployed = await call(token, 'POST', '/aos/v1/deploy', {
      payload: { versionId: created.version.id, tenant: 'acme_dev', environment: 'Development' },
    });
    expect(deployed.statusCode, deployed.body).toBe(201);
    const [entry] = await ctx.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.type, 'audit'), eq(logs.orgId, ACME)));
    expect(entry?.attributes).toMatchObject({
      actor: DEVELOPER,
      action: 'apps.deploy',
      client: client.id,
      clientName: client.name,
    });
    expect(entry?.message).toContain(`(through API client ${client.name})`);
  });

  it("gives no more than the owner's role allows, nor more than the scopes imply", async () => {
    const readOnly = await createClient({ scopes: ['portal.apps.read'] });
    const token = await portalToken(readOnly);
    expect((await call(token, 'GET', '/apphub/v1/apps')).statusCode).toBe(200);
    const write = await createApp(token, 'read_scope_only');
    expect(write.statusCode).toBe(403);
    // The token is what lacks the permission, so the refusal names the scope to give, not the role.
    expect(write.json().message).toBe(
      formatMessage('portalToken.lacksScope', { granted: 'portal.apps.read', scope: 'portal.apps.write' }),
    );

    // A specialist reads apps but writes none: a client with portal.apps.write cannot be theirs
    // (docs/product/api-clients.md CLIENTS-4), and the read-only one they may own writes nothing.
    const refused = await admin.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: { ...fields({ ownerId: SPECIALIST }), type: 'confidential' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      formatMessage('apiClient.ownerLacksPermission', {
        scope: 'portal.apps.write',
        permission: 'apps.write',
      }),
    );
    const specialists = await createClient({ ownerId: SPECIALIST, scopes: ['portal.apps.read'] });
    const specialistToken = await portalToken(specialists);
    const self = (await call(specialistToken, 'GET', '/auth/v2/clients/self/permissions')).json();
    expect(self.permissions).toEqual(['apps.read']);
    expect((await createApp(specialistToken, 'specialist_app')).statusCode).toBe(403);
  });

  it("names the owner's role, not the scope, when a scope the token carries covers the call", async () => {
    const writer = await createClient({ scopes: ['portal.apps.write'] });
    const token = await portalToken(writer);
    const developer = and(eq(memberships.userId, DEVELOPER), eq(memberships.organizationId, ACME));
    const [before] = await ctx.database.db
      .select({ roles: memberships.roles })
      .from(memberships)
      .where(developer);
    // The owner's role changed after the client got its scope: the token's scope is not what is missing.
    await ctx.database.db
      .update(memberships)
      .set({ roles: ['specialist'] })
      .where(developer);
    try {
      const refused = await createApp(token, 'role_refusal');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Your role in this company does not allow this.');
    } finally {
      await ctx.database.db.update(memberships).set({ roles: before!.roles }).where(developer);
    }
  });

  it('refuses mixed scopes, scopes not given, a tenant, and a client with portal scopes only asking for none', async () => {
    const client = await createClient({ scopes: ['workers.read', 'portal.apps.read'] });
    const mixed = await tokenRequest(client, { scope: 'portal.apps.read workers.read' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      error: 'invalid_scope',
      message:
        'A token is a portal token or a tenant token, not both: ask for workers.read in a request of its own, without portal scopes.',
    });
    const notGiven = await tokenRequest(client, { scope: 'portal.deploy' });
    expect(notGiven.json()).toMatchObject({
      error: 'invalid_scope',
      message: 'The client was not given the scope portal.deploy.',
    });
    const tenant = await tokenRequest(client, { scope: 'portal', tenant: 'acme_sb' });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json().error).toBe('invalid_target');
    // Without a scope the client gets its tenant scopes, as before portal scopes existed.
    const tenantToken = await tokenRequest(client, {});
    expect(tenantToken.statusCode).toBe(200);
    expect(tenantToken.json()).toMatchObject({ scope: 'workers.read', tenant: 'acme_sb' });

    const portalOnly = await createClient();
    const none = await tokenRequest(portalOnly, {});
    expect(none.json()).toMatchObject({
      error: 'invalid_scope',
      message: 'This client has portal scopes only: ask for a portal token with scope=portal.',
    });
  });

  it('refuses a wrong secret with 401 invalid_client', async () => {
    const client = await createClient();
    const res = await tokenRequest({ id: client.id, secret: `pcs_${'x'.repeat(43)}` }, { scope: 'portal' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
    expect(res.headers['www-authenticate']).toContain('Basic');
  });

  it('issues nothing to an unassigned client, and a token stops when its client loses its owner', async () => {
    const unassigned = await createClient({ ownerId: null });
    const refused = await tokenRequest(unassigned, { scope: 'portal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'unauthorized_client',
      message:
        'This client has no owner: a portal token acts as its owner, so an admin must assign one first.',
    });

    const client = await createClient();
    const token = await portalToken(client);
    await editClient(client.id, { ownerId: null });
    const res = await call(token, 'GET', '/apphub/v1/apps');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API client has no owner: an admin must assign one.');
    await editClient(client.id, { ownerId: userId('admin@demo.example') });
    const changed = await call(token, 'GET', '/apphub/v1/apps');
    expect(changed.statusCode).toBe(401);
    expect(changed.json().message).toContain('owner changed');
  });

  it('stops at once when the client is disabled, deleted, or its owner leaves the company', async () => {
    const disabled = await createClient();
    const token = await portalToken(disabled);
    await admin.request('PUT', `/auth/v2/clients/${disabled.id}/disabled`, {
      headers: acme,
      payload: { disabled: true },
    });
    const off = await call(token, 'GET', '/apphub/v1/apps');
    expect(off.statusCode).toBe(401);
    expect(off.json().message).toBe('This API client is disabled.');

    const deleted = await createClient();
    const deletedToken = await portalToken(deleted);
    expect(
      (await admin.request('DELETE', `/auth/v2/clients/${deleted.id}`, { headers: acme })).statusCode,
    ).toBe(204);
    const gone = await call(deletedToken, 'GET', '/apphub/v1/apps');
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe('The portal token is unknown, expired or revoked: ask for a new one.');

    const leaving = await createClient({ ownerId: MEMBER, scopes: ['portal.apps.read'] });
    const leavingToken = await portalToken(leaving);
    expect((await call(leavingToken, 'GET', '/apphub/v1/apps')).statusCode).toBe(200);
    await ctx.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, MEMBER), eq(memberships.organizationId, ACME)));
    const left = await call(leavingToken, 'GET', '/apphub/v1/apps');
    expect(left.statusCode).toBe(401);
    expect(left.json().message).toContain('no longer a member');
  });

  it("stops at once when the owner's account is disabled", async () => {
    const client = await createClient({ ownerId: SPECIALIST, scopes: ['portal.apps.read'] });
    const token = await portalToken(client);
    expect((await call(token, 'GET', '/apphub/v1/apps')).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, SPECIALIST));
    const off = await call(token, 'GET', '/apphub/v1/apps');
    expect(off.statusCode).toBe(401);
    expect(off.json().message).toBe("The API client's owner's account is disabled.");
    await ctx.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, SPECIALIST));
  });

  it('refuses another company, by header or by path, with 403', async () => {
    const token = await portalToken(await createClient());
    const header = await call(token, 'GET', '/apphub/v1/apps', { headers: { 'x-organization-id': BRIGHT } });
    expect(header.statusCode).toBe(403);
    expect(header.json().message).toBe("A portal token acts on its API client's company only.");
    // The owner of this client is not in Bright; the admin is, but the token still refuses Bright.
    const adminsToken = await portalToken(await createClient({ ownerId: userId('admin@demo.example') }));
    const path = await call(adminsToken, 'GET', `/auth/v1/organizations/${BRIGHT}/tenants`);
    expect(path.statusCode).toBe(403);
    const own = await call(adminsToken, 'GET', `/auth/v1/organizations/${ACME}/tenants`);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('opens only the apps, builds and deploy API: the session-only routes stay closed', async () => {
    const token = await portalToken(await createClient());
    for (const [method, url] of [
      ['GET', '/auth/v1/users/self'],
      ['POST', '/api/v1/logout'],
      ['GET', '/auth/v2/clients'],
    ] as const) {
      const res = await call(token, method, url, { headers: acme });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toContain('A portal token opens');
    }
    const cookie = await admin.request('GET', '/auth/v2/clients/self/permissions', { headers: acme });
    expect(cookie.statusCode).toBe(401);
  });

  it('ends a token when revoked or expired, and drops a scope taken from the client at once', async () => {
    const client = await createClient();
    const revoked = await portalToken(client);
    // RFC 7009 2.1: the client the token was issued to authenticates to revoke it.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token/revoke',
      payload: { token: revoked },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(revoked, 'GET', '/apphub/v1/apps')).statusCode).toBe(200);
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token/revoke',
      payload: { token: revoked, client_id: client.id, client_secret: client.secret },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await call(revoked, 'GET', '/apphub/v1/apps')).statusCode).toBe(401);

    const expired = await portalToken(client);
    await ctx.database.db
      .update(portalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalTokens.clientId, client.id));
    expect((await call(expired, 'GET', '/apphub/v1/apps')).statusCode).toBe(401);

    const narrowed = await portalToken(client);
    await editClient(client.id, { scopes: ['portal.apps.read'] });
    expect((await call(narrowed, 'GET', '/apphub/v1/apps')).statusCode).toBe(200);
    expect((await createApp(narrowed, 'scope_taken_away')).statusCode).toBe(403);
  });
});
