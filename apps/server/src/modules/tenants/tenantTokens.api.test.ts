import { tenantTokenScopes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { tenantTokensRepository } from './tenantTokens.repository.ts';
import { tenantTokensService } from './tenantTokens.service.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;

describe('tenant tokens: configuration, consent, connect, refresh, revoke', () => {
  let ctx: TestContext;
  let dev: Session;
  let specialist: Session;
  let member: Session;
  let sandboxId: string;
  let brightTenantId: string;

  const tenantIdOf = async (session: Session, org: string, name: string) => {
    const res = await session.request('GET', `/auth/v1/organizations/${org}/tenants`);
    return res.json().data.find((t: { name: string }) => t.name === name).id as string;
  };
  const connect = (session: Session, tenantId: string, scopes?: string[]) =>
    session.request('POST', `/auth/v1/tenants/${tenantId}/connect`, {
      headers: acme,
      payload: scopes ? { scopes } : {},
    });
  const consent = (session: Session, tenantId: string, scopes: string[] = [...tenantTokenScopes]) =>
    session.request('POST', '/auth/v2/consents', { headers: acme, payload: { tenantId, scopes } });
  const refresh = (refresh_token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token',
      payload: { grant_type: 'refresh_token', refresh_token },
    });
  const verify = (token: string) => ctx.app.services.tenantTokens.verify(token);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    sandboxId = await tenantIdOf(dev, ACME, 'acme_sb');
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const brightTenants = await admin.request('GET', `/auth/v1/organizations/${BRIGHT}/tenants`);
    brightTenantId = brightTenants.json().data[0]?.id;
  });
  afterAll(() => ctx.close());

  it("shows a tenant's configuration: environment, data centre and the endpoints under PUBLIC_URL", async () => {
    const res = await dev.request('GET', `/auth/v1/tenantConfig/${sandboxId}`, { headers: acme });
    expect(res.statusCode).toBe(200);
    const base = ctx.config.publicUrl;
    expect(res.json()).toMatchObject({
      id: sandboxId,
      name: 'acme_sb',
      environment: 'Sandbox',
      dataCenter: expect.any(String),
      endpoints: {
        rest: `${base}/sandbox/acme_sb/api`,
        soap: `${base}/sandbox/acme_sb/soap`,
        graphqlSchema: `${base}/sandbox/acme_sb/graphql/schema.graphql`,
        graphql: `${base}/sandbox/acme_sb/graphql`,
        token: `${base}/auth/v1/token`,
      },
    });
  });

  it("answers 404 for another company's tenant or an unknown id, 403 without tenants.read, 401 signed out", async () => {
    expect(brightTenantId).toEqual(expect.any(String));
    const foreign = await dev.request('GET', `/auth/v1/tenantConfig/${brightTenantId}`, { headers: acme });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Tenant not found.');
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    expect((await dev.request('GET', `/auth/v1/tenantConfig/${unknown}`, { headers: acme })).statusCode).toBe(
      404,
    );
    expect((await connect(dev, brightTenantId)).statusCode).toBe(404);
    expect((await consent(dev, brightTenantId)).statusCode).toBe(404);
    expect((await dev.request('GET', '/auth/v1/tenantConfig/acme_sb', { headers: acme })).statusCode).toBe(
      400,
    );
    expect(
      (await member.request('GET', `/auth/v1/tenantConfig/${sandboxId}`, { headers: acme })).statusCode,
    ).toBe(403);
    expect((await connect(member, sandboxId)).statusCode).toBe(403);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/auth/v1/tenants/${sandboxId}/connect`,
      headers: acme,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('asks for consent before the first token, with the scopes still to consent to', async () => {
    const res = await connect(specialist, sandboxId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict',
      message: 'Allow the portal to use this tenant for you first.',
      scopes: [...tenantTokenScopes],
    });
    expect((await consent(specialist, sandboxId, ['workers.read'])).statusCode).toBe(201);
    expect((await connect(specialist, sandboxId, ['workers.read'])).statusCode).toBe(200);
    const more = await connect(specialist, sandboxId, ['workers.read', 'workers.write']);
    expect(more.statusCode).toBe(409);
    expect(more.json().scopes).toEqual(['workers.write']);
  });

  it('answers the consent check with 200 and the scopes still to consent to, before and after a consent', async () => {
    const check = (session: Session, tenantId: string) =>
      session.request('GET', `/auth/v1/tenants/${tenantId}/consentCheck`, { headers: acme });
    // The specialist consented to workers.read in the test above; a connect asks for every scope.
    const partly = await check(specialist, sandboxId);
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({
      missingScopes: tenantTokenScopes.filter((scope) => scope !== 'workers.read'),
    });
    expect((await consent(specialist, sandboxId)).statusCode).toBe(201);
    expect((await check(specialist, sandboxId)).json()).toEqual({ missingScopes: [] });
    expect((await check(dev, brightTenantId)).statusCode).toBe(404);
    expect((await check(member, sandboxId)).statusCode).toBe(403);
  });

  it('issues a token for the tenant and the user, with its scopes and an expiry an hour away', async () => {
    await consent(dev, sandboxId);
    const before = Date.now();
    const res = await connect(dev, sandboxId, ['workers.write', 'workers.read']);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = res.json();
    expect(token).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'workers.read workers.write',
      tenant: 'acme_sb',
      tenantId: sandboxId,
    });
    const expiresAt = Date.parse(token.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);
    const claims = await verify(token.access_token);
    expect(claims).toMatchObject({
      tenant: 'acme_sb',
      tenantId: sandboxId,
      organizationId: ACME,
      subject: expect.any(String),
      scopes: ['workers.read', 'workers.write'],
    });
    // The refresh token is not an access token, and a made-up string is nothing.
    expect(await verify(token.refresh_token)).toBeNull();
    expect(await verify(`ptt_${'x'.repeat(43)}`)).toBeNull();
    // Nothing replayable is stored: the table holds hashes.
    const rows = JSON.stringify(await ctx.database.db.execute(sql`select * from tenant_tokens`));
    expect(rows).not.toContain(token.access_token);
    expect(rows).not.toContain(token.refresh_token);
  });

  it('treats an expired token as absent, and sweeps rows whose refresh token expired', async () => {
    const token = (await connect(dev, sandboxId)).json();
    const repo = tenantTokensRepository(ctx.database.db);
    const options = { publicUrl: ctx.config.publicUrl };
    const later = tenantTokensService(repo, {
      ...options,
      now: () => new Date(Date.parse(token.expires_at) + 1),
    });
    expect(await later.verify(token.access_token)).toBeNull();
    // A refresh still works after the access token expired: that is what it is for.
    const refreshed = await later.refresh(token.refresh_token);
    expect(await verify(refreshed.access_token)).not.toBeNull();
    const muchLater = tenantTokensService(repo, {
      ...options,
      now: () => new Date(Date.now() + 8 * 86_400_000),
    });
    await expect(muchLater.refresh(refreshed.refresh_token)).rejects.toThrow(
      'The refresh token is not valid',
    );
    expect(await muchLater.sweep()).toBeGreaterThan(0);
    expect(await repo.byRefreshHash('anything')).toBeNull();
  });

  it('refreshes into a new pair: the old pair stops working, a reused refresh token revokes the family', async () => {
    const first = (await connect(dev, sandboxId)).json();
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    const pair = second.json();
    expect(pair.scope).toBe(first.scope);
    expect(await verify(first.access_token)).toBeNull();
    expect(await verify(pair.access_token)).not.toBeNull();
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description:
        'The refresh token is not valid, has expired or was revoked: sign in again for a new one.',
    });
    expect(await verify(pair.access_token)).toBeNull();
    expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
  });

  it('gives one new pair to two refreshes racing with one refresh token', async () => {
    const token = (await connect(dev, sandboxId)).json();
    const answers = await Promise.all([refresh(token.refresh_token), refresh(token.refresh_token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes the refresh as a form, as OAuth clients send it, and refuses a bad grant or body', async () => {
    const token = (await connect(dev, sandboxId)).json();
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: token.refresh_token,
      }).toString(),
    });
    expect(form.statusCode).toBe(200);
    const badGrant = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token',
      payload: { grant_type: 'password', refresh_token: 'x' },
    });
    expect(badGrant.statusCode).toBe(400);
    expect(badGrant.json()).toMatchObject({
      error: 'unsupported_grant_type',
      error_description:
        "The grant type password is not supported here: use 'authorization_code', 'refresh_token' or 'client_credentials'.",
    });
    expect((await refresh('')).statusCode).toBe(400);
    expect((await refresh('y'.repeat(201))).statusCode).toBe(400);
    expect((await refresh('not-issued')).statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await connect(dev, sandboxId, ['payroll.read'])).statusCode).toBe(400);
    expect((await connect(dev, sandboxId, [])).statusCode).toBe(400);
  });

  it('revokes a token and its family; an unknown token is not an error', async () => {
    const token = (await connect(dev, sandboxId)).json();
    const revoke = (t: string) =>
      ctx.app.inject({ method: 'POST', url: '/auth/v1/token/revoke', payload: { token: t } });
    expect((await revoke(token.access_token)).statusCode).toBe(200);
    expect(await verify(token.access_token)).toBeNull();
    expect((await refresh(token.refresh_token)).statusCode).toBe(400);
    expect((await revoke('never-issued')).statusCode).toBe(200);
    expect((await revoke('')).statusCode).toBe(400);
  });

  it("lists the user's consents and withdraws one, which stops its tokens at once", async () => {
    const token = (await connect(dev, sandboxId)).json();
    const list = await dev.request('GET', '/auth/v2/consents', { headers: acme });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        tenant: 'acme_sb',
        tenantId: sandboxId,
        scopes: [...tenantTokenScopes].sort(),
      }),
    ]);
    // Another user's consent is not theirs to withdraw.
    const theirs = (await specialist.request('GET', '/auth/v2/consents', { headers: acme })).json().data[0];
    expect(
      (await dev.request('DELETE', `/auth/v2/consents/${theirs.id}`, { headers: acme })).statusCode,
    ).toBe(404);
    expect(
      (await dev.request('DELETE', `/auth/v2/consents/${mine[0].id}`, { headers: acme })).statusCode,
    ).toBe(204);
    expect(await verify(token.access_token)).toBeNull();
    expect((await dev.request('GET', '/auth/v2/consents', { headers: acme })).json().data).toEqual([]);
    expect((await connect(dev, sandboxId)).statusCode).toBe(409);
    expect(
      (await dev.request('DELETE', `/auth/v2/consents/${mine[0].id}`, { headers: acme })).statusCode,
    ).toBe(404);
  });
});
