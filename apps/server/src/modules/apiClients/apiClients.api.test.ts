import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sandboxWorkers, tokenEndpoint } from '../../../test/tokenEndpoint.ts';
import { OAuthError } from '../../platform/oauthError.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { apiClientsRepository } from './apiClients.repository.ts';
import { apiClientsService } from './apiClients.service.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;
type Created = { client: { id: string; secrets: { id: string; state: string }[] }; secret: string | null };

describe('API clients: register, secrets shown once, rotation, revocation, client credentials', () => {
  let ctx: TestContext;
  let dev: Session;
  let specialist: Session;
  let sandboxId: string;
  let devTenantId: string;
  let brightTenantId: string;
  let developerId: string;

  const base = (overrides: Record<string, unknown> = {}) => ({
    name: 'Payroll sync',
    type: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['workers.read'],
    tenantIds: [sandboxId],
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await dev.request('POST', '/auth/v2/clients', { headers: acme, payload: base(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  };
  const token = (form: Record<string, string>, basic?: [string, string]) =>
    tokenEndpoint(ctx.app)(form, basic);
  const credentials = (created: Created) => [created.client.id, created.secret!] as [string, string];
  const workers = (accessToken: string, tenant = 'acme_sb') => sandboxWorkers(ctx.app)(accessToken, tenant);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${ACME}/tenants`)).json().data as {
      id: string;
      name: string;
    }[];
    sandboxId = tenants.find((t) => t.name === 'acme_sb')!.id;
    devTenantId = tenants.find((t) => t.name === 'acme_dev')!.id;
    brightTenantId = (await admin.request('GET', `/auth/v1/organizations/${BRIGHT}/tenants`)).json().data[0]
      .id;
    developerId = (await dev.request('GET', '/auth/v1/users/self')).json().userUuid;
  });
  afterAll(() => ctx.close());

  it('creates a confidential client and shows its secret once, stored only as a hash', async () => {
    const created = await create({ ownerId: developerId });
    expect(created.secret).toMatch(/^pcs_[\w-]{43}$/);
    expect(created.client).toMatchObject({
      name: 'Payroll sync',
      type: 'confidential',
      scopes: ['workers.read'],
      tenants: [{ id: sandboxId, name: 'acme_sb' }],
      owner: { id: developerId, email: 'developer@demo.example' },
      secrets: [{ state: 'current', hint: created.secret!.slice(-4) }],
      health: { secretAgeDays: 0, unusedScopes: ['workers.read'], warnings: [] },
    });
    const read = await dev.request('GET', `/auth/v2/clients/${created.client.id}`, { headers: acme });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(created.secret);
    const stored = await ctx.database.db.execute(
      `select hash from api_client_secrets where client_id = '${created.client.id}'`,
    );
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it('issues a client credentials token that the sandbox accepts, within its scopes and tenant', async () => {
    const created = await create({ name: 'Reader', ownerId: null });
    const res = await token({ grant_type: 'client_credentials' }, credentials(created));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'workers.read', tenant: 'acme_sb' });
    expect(body.refresh_token).toBeUndefined();
    expect((await workers(body.access_token)).statusCode).toBe(200);
    const invoices = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/acme_sb/api/financials/v1/invoices',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(invoices.statusCode).toBe(403);
    // The body form (client_secret_post) works too.
    const posted = await token({
      grant_type: 'client_credentials',
      client_id: created.client.id,
      client_secret: created.secret!,
    });
    expect(posted.statusCode).toBe(200);
    const after = (
      await dev.request('GET', `/auth/v2/clients/${created.client.id}`, { headers: acme })
    ).json();
    expect(after.lastUsedAt).not.toBeNull();
    expect(after.health.unusedScopes).toEqual([]);
  });

  it('refuses wrong secrets, scopes not given, and tenants the client may not reach', async () => {
    const created = await create({ name: 'Narrow', tenantIds: [sandboxId, devTenantId] });
    const [id, secret] = credentials(created);
    const wrong = await token({ grant_type: 'client_credentials' }, [id, `${secret}x`]);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    expect(wrong.json().error).toBe('invalid_client');
    const missing = await token({ grant_type: 'client_credentials' });
    expect(missing.statusCode).toBe(401);
    const otherClient = await create({ name: 'Other' });
    expect(
      (await token({ grant_type: 'client_credentials' }, [otherClient.client.id, secret])).statusCode,
    ).toBe(401);
    const scope = await token(
      { grant_type: 'client_credentials', scope: 'financials.write', tenant: 'acme_sb' },
      [id, secret],
    );
    expect(scope.statusCode).toBe(400);
    expect(scope.json()).toMatchObject({
      error: 'invalid_scope',
      message: 'The client was not given the scope financials.write.',
    });
    const several = await token({ grant_type: 'client_credentials' }, [id, secret]);
    expect(several.json()).toMatchObject({ error: 'invalid_target' });
    const foreign = await token({ grant_type: 'client_credentials', tenant: 'bright_sb' }, [id, secret]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      error: 'invalid_target',
      message: 'This client may not reach the tenant bright_sb.',
    });
    const dev = await token({ grant_type: 'client_credentials', tenant: 'acme_dev' }, [id, secret]);
    expect(dev.statusCode).toBe(200);
    // A token for one tenant does not open another, even of the same company.
    expect((await workers(dev.json().access_token, 'acme_sb')).statusCode).toBe(401);
  });

  it('rotates with an overlap: both secrets work until it ends, then only the new one', async () => {
    const created = await create({ name: 'Rotated' });
    const [id, oldSecret] = credentials(created);
    const rotated = await dev.request('POST', `/auth/v2/clients/${id}/secrets`, {
      headers: acme,
      payload: { overlapHours: 24 },
    });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.json().client.secrets.map((s: { state: string }) => s.state)).toEqual([
      'current',
      'overlap',
    ]);
    expect((await token({ grant_type: 'client_credentials' }, [id, oldSecret])).statusCode).toBe(200);
    expect((await token({ grant_type: 'client_credentials' }, [id, newSecret])).statusCode).toBe(200);

    // A day and a minute later, the old secret is refused and the new one still works.
    const later = apiClientsService({
      repo: apiClientsRepository(ctx.database.db),
      audit: async () => {},
      permissionsOf: async () => null,
      now: () => new Date(Date.now() + 24 * 3_600_000 + 60_000),
    });
    await expect(later.authenticate(id, oldSecret, {})).rejects.toThrow(OAuthError);
    await expect(later.authenticate(id, newSecret, {})).resolves.toMatchObject({ tenant: 'acme_sb' });

    // No overlap: the previous secret stops at once.
    const again = await dev.request('POST', `/auth/v2/clients/${id}/secrets`, {
      headers: acme,
      payload: { overlapHours: 0 },
    });
    expect((await token({ grant_type: 'client_credentials' }, [id, newSecret])).statusCode).toBe(401);
    expect((await token({ grant_type: 'client_credentials' }, [id, again.json().secret])).statusCode).toBe(
      200,
    );
    const tooLong = await dev.request('POST', `/auth/v2/clients/${id}/secrets`, {
      headers: acme,
      payload: { overlapHours: 24 * 31 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Keep the overlap to 30 days at most.');
  });

  it('revokes one secret at once, and deleting the client stops its tokens', async () => {
    const created = await create({ name: 'Revoked' });
    const [id, secret] = credentials(created);
    const issued = (await token({ grant_type: 'client_credentials' }, [id, secret])).json().access_token;
    const revoke = await dev.request(
      'DELETE',
      `/auth/v2/clients/${id}/secrets/${created.client.secrets[0]!.id}`,
      {
        headers: acme,
      },
    );
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().secrets[0].state).toBe('revoked');
    expect(revoke.json().health.warnings).toContain('no_secret');
    expect((await token({ grant_type: 'client_credentials' }, [id, secret])).statusCode).toBe(401);
    const twice = await dev.request(
      'DELETE',
      `/auth/v2/clients/${id}/secrets/${created.client.secrets[0]!.id}`,
      {
        headers: acme,
      },
    );
    expect(twice.statusCode).toBe(404);
    expect((await workers(issued)).statusCode).toBe(200);
    expect((await dev.request('DELETE', `/auth/v2/clients/${id}`, { headers: acme })).statusCode).toBe(204);
    expect((await workers(issued)).statusCode).toBe(401);
    expect((await dev.request('GET', `/auth/v2/clients/${id}`, { headers: acme })).statusCode).toBe(404);
  });

  it('edits a client; tokens for a scope or tenant taken away stop working', async () => {
    const created = await create({ name: 'Edited', scopes: ['workers.read', 'organizations.read'] });
    const [id, secret] = credentials(created);
    const issued = (await token({ grant_type: 'client_credentials' }, [id, secret])).json().access_token;
    const edit = await dev.request('PUT', `/auth/v2/clients/${id}`, {
      headers: acme,
      payload: { ...base({ name: 'Edited again', scopes: ['organizations.read'] }), type: undefined },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Edited again', scopes: ['organizations.read'] });
    expect((await workers(issued)).statusCode).toBe(401);
  });

  it.each([
    ['https://*.example.com/cb', 'Wildcards are not allowed'],
    ['https://app.example.com/cb#done', 'may not have a fragment'],
    ['http://app.example.com/cb', 'Use https, or http on localhost only.'],
    ['javascript:alert(1)', 'Use an https URI'],
    ['/relative', 'Enter an absolute URI'],
  ])('refuses the redirect URI %s', async (uri, message) => {
    const res = await dev.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: base({ name: `Bad ${uri}`, grantTypes: ['authorization_code'], redirectUris: [uri] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts http on localhost and refuses the other bad inputs with what to fix', async () => {
    const local = await create({
      name: 'Local app',
      type: 'public',
      grantTypes: ['authorization_code', 'refresh_token'],
      redirectUris: ['http://localhost:3000/callback'],
      corsOrigins: ['http://localhost:3000/'],
    });
    expect(local.secret).toBeNull();
    expect(local.client.secrets).toEqual([]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'public', grantTypes: ['client_credentials'] }, 400, 'cannot use client credentials'],
      [{ grantTypes: ['authorization_code'] }, 400, 'needs at least one redirect URI'],
      [{ grantTypes: ['refresh_token'] }, 400, 'Refresh tokens come from another grant'],
      [{ scopes: ['payroll.read'] }, 400, 'scopes'],
      [{ scopes: [] }, 400, 'Choose at least one scope.'],
      [{ tenantIds: [brightTenantId] }, 400, "A client may only reach its own company's tenants."],
      [{ ownerId: '00000000-0000-4000-8000-0000000000aa' }, 400, 'The owner must be a user of this company.'],
      [{ name: 'payroll SYNC' }, 409, 'An API client with this name already exists in the company.'],
      [{ corsOrigins: ['https://app.example.com/path'] }, 400, 'An origin has no path'],
      [{ type: 'system', name: 'Mine' }, 403, 'System clients are managed by the provider.'],
    ];
    for (const [index, [overrides, status, message]] of cases.entries()) {
      const payload = base({ name: `Case ${index}`, ...overrides });
      const res = await dev.request('POST', '/auth/v2/clients', { headers: acme, payload });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it('lists all and unassigned clients; reading needs clients.read, changing clients.manage', async () => {
    const all = await dev.request('GET', '/auth/v2/clients', { headers: acme });
    expect(all.statusCode).toBe(200);
    const names = all.json().data.map((c: { name: string }) => c.name);
    expect(names).toContain('Payroll sync');
    const unassigned = await dev.request('GET', '/auth/v2/clients?owner=unassigned', { headers: acme });
    const unassignedNames = unassigned.json().data.map((c: { name: string }) => c.name);
    expect(unassignedNames).not.toContain('Payroll sync');
    expect(unassignedNames).toContain('Reader');
    expect((await specialist.request('GET', '/auth/v2/clients', { headers: acme })).statusCode).toBe(403);
    expect(
      (await specialist.request('POST', '/auth/v2/clients', { headers: acme, payload: base({ name: 'No' }) }))
        .statusCode,
    ).toBe(403);
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/auth/v2/clients', headers: acme });
    expect(signedOut.statusCode).toBe(401);
    const scopes = await dev.request('GET', '/auth/v1/scopes');
    expect(scopes.json().data).toContainEqual({ scope: 'workers.read', service: 'workers', access: 'read' });
  });

  it("writes every change to the company's audit trail", async () => {
    const since = new Date(Date.now() - 10 * 60_000).toISOString();
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const query = new URLSearchParams({ from: since, to: new Date().toISOString(), length: '100' });
    const res = await admin.request('GET', `/observability/v1/audits?${query}`, { headers: acme });
    const actions = new Set(res.json().data.map((row: { action: string }) => row.action));
    for (const action of [
      'clients.create',
      'clients.update',
      'clients.delete',
      'clients.secret.rotate',
      'clients.secret.revoke',
    ]) {
      expect(actions, action).toContain(action);
    }
  });

  it('issues non-rotating refresh tokens to an integration client, redeemed with its credentials, until revoked or expired', async () => {
    const created = await create({
      name: 'Integration',
      grantTypes: ['client_credentials', 'refresh_token'],
      integration: true,
      refreshTokenDays: 30,
    });
    const [id, secret] = credentials(created);
    const generated = await dev.request('POST', `/auth/v2/clients/${id}/refreshTokens`, {
      headers: acme,
      payload: { tenantId: sandboxId },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const { refreshToken, token } = generated.json();
    expect(refreshToken).toMatch(/^pir_/);
    expect(token).toMatchObject({ tenant: 'acme_sb', revokedAt: null, expiresAt: expect.any(String) });
    const redeem = (basic?: [string, string]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(basic ? { authorization: `Basic ${Buffer.from(basic.join(':')).toString('base64')}` } : {}),
        },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      });
    const first = await redeem([id, secret]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refresh_token).toBeUndefined();
    expect((await workers(first.json().access_token)).statusCode).toBe(200);
    // It does not rotate: the integration keeps using the same one.
    expect((await redeem([id, secret])).statusCode).toBe(200);
    expect((await redeem()).statusCode).toBe(401);
    const other = await create({
      name: 'Not the owner',
      grantTypes: ['client_credentials', 'refresh_token'],
      integration: true,
    });
    expect((await redeem(credentials(other))).json()).toMatchObject({ error: 'invalid_grant' });

    const later = apiClientsService({
      repo: apiClientsRepository(ctx.database.db),
      audit: async () => {},
      permissionsOf: async () => null,
      now: () => new Date(Date.now() + 31 * 86_400_000),
    });
    await expect(later.redeemRefreshToken(id, secret, refreshToken, {})).rejects.toThrow('has expired');

    // Turned into a plain client, it redeems nothing; turned back, its refresh token works again.
    const asPlain = {
      ...base({ name: 'Integration', grantTypes: ['client_credentials', 'refresh_token'] }),
      type: undefined,
    };
    await dev.request('PUT', `/auth/v2/clients/${id}`, {
      headers: acme,
      payload: { ...asPlain, integration: false },
    });
    expect((await redeem([id, secret])).json()).toMatchObject({ error: 'unauthorized_client' });
    await dev.request('PUT', `/auth/v2/clients/${id}`, {
      headers: acme,
      payload: { ...asPlain, integration: true, refreshTokenDays: 30 },
    });
    expect((await redeem([id, secret])).statusCode).toBe(200);

    const listed = await dev.request('GET', `/auth/v2/clients/${id}/refreshTokens`, { headers: acme });
    expect(listed.json().data[0].lastUsedAt).not.toBeNull();
    const revoked = await dev.request('DELETE', `/auth/v2/clients/${id}/refreshTokens/${token.id}`, {
      headers: acme,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await redeem([id, secret])).json()).toMatchObject({ error: 'invalid_grant' });

    const plain = await create({ name: 'Not integration' });
    const refused = await dev.request('POST', `/auth/v2/clients/${plain.client.id}/refreshTokens`, {
      headers: acme,
      payload: { tenantId: sandboxId },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('stops every token of a disabled client at once, and lets them work again when enabled', async () => {
    const created = await create({ name: 'Switch' });
    const [id, secret] = credentials(created);
    const issued = (await token({ grant_type: 'client_credentials' }, [id, secret])).json().access_token;
    const off = await dev.request('PUT', `/auth/v2/clients/${id}/disabled`, {
      headers: acme,
      payload: { disabled: true },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled).toBe(true);
    expect((await workers(issued)).statusCode).toBe(401);
    const refused = await token({ grant_type: 'client_credentials' }, [id, secret]);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This client is disabled.');
    await dev.request('PUT', `/auth/v2/clients/${id}/disabled`, {
      headers: acme,
      payload: { disabled: false },
    });
    expect((await workers(issued)).statusCode).toBe(200);
  });

  it('refuses an integration client that cannot keep a secret or asks for an impossible lifetime', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { refreshTokenDays: 0, integration: true, grantTypes: ['client_credentials', 'refresh_token'] },
        'Refresh tokens live 1 to 365 days',
      ],
      [
        { refreshTokenDays: 366, integration: true, grantTypes: ['client_credentials', 'refresh_token'] },
        'Refresh tokens live 1 to 365 days',
      ],
      [{ integration: true }, 'choose the refresh token grant'],
      [
        {
          integration: true,
          type: 'public',
          grantTypes: ['authorization_code', 'refresh_token'],
          redirectUris: ['https://a.example/cb'],
        },
        'make it confidential',
      ],
    ];
    for (const [index, [overrides, message]] of cases.entries()) {
      const res = await dev.request('POST', '/auth/v2/clients', {
        headers: acme,
        payload: base({ name: `Integration case ${index}`, ...overrides }),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("writes a client's sandbox calls to the company's logs with the client", async () => {
    const created = await create({ name: 'Logged' });
    const issued = (await token({ grant_type: 'client_credentials' }, credentials(created))).json()
      .access_token;
    await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/acme_sb/api/workers/v1/workers?limit=1&offset=7',
      headers: { authorization: `Bearer ${issued}` },
    });
    const search = async () =>
      (
        await dev.request('POST', '/observability/v1/logs/search', {
          headers: acme,
          payload: {
            start: new Date(Date.now() - 3_600_000).toISOString(),
            end: new Date().toISOString(),
            preset: 'Remote API',
          },
        })
      ).json().data as { attributes: Record<string, unknown> }[];
    await expect
      .poll(async () => (await search()).some((line) => line.attributes.clientId === created.client.id), {
        timeout: 10_000,
      })
      .toBe(true);
    const line = (await search()).find((entry) => entry.attributes.clientId === created.client.id)!;
    expect(line.attributes).toMatchObject({
      tenant: 'acme_sb',
      status: 200,
      userId: `client:${created.client.id}`,
    });
    // The token is never in the log line: only its subject.
    expect(JSON.stringify(line)).not.toContain(issued);
  });
});
