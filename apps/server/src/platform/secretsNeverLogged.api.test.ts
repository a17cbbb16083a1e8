import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../test/logCapture.ts';
import { mailedToken } from '../../test/mailedToken.ts';
import { registeredRoutes } from '../../test/registeredRoutes.ts';
import { authorize, CookieJar, pkce, redeem, signIn } from '../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { sandboxWorkers, tokenEndpoint } from '../../test/tokenEndpoint.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';
import { createLogger, redactUrl } from './logging.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
const REDIRECT = 'http://localhost:5173/callback';
type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Every route that creates, carries or accepts a secret is called as its clients call it
 * (the secret in a path, a query, a header, a form or a JSON body, and the Referer of the page that holds
 * it), with the log at debug, and the captured log is searched for each secret's value. A route that makes
 * a new kind of secret belongs in this walk.
 */
describe('secrets never reach the log', () => {
  let ctx: TestContext;
  let dataDir: string;
  let admin: Session;
  let dev: Session;
  const { lines, destination } = logCapture();
  /** Every secret value seen on the way, with what it is, for the message of a failure. */
  const secrets: { what: string; value: string }[] = [];
  const keep = (what: string, value: unknown) => {
    expect(typeof value, what).toBe('string');
    expect((value as string).length, what).toBeGreaterThan(7);
    secrets.push({ what, value: value as string });
    return value as string;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-secrets-'));
    ctx = await createTestApp(
      { DATA_DIR: dataDir },
      { logger: createLogger({ logLevel: 'debug' }, destination) },
    );
    await seedIdentityDemo(ctx.database.db, ctx.config);
    admin = await signIn(ctx.app, 'admin@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an invitation: its link page, the preview, the accept with a password, then signing in with it', async () => {
    const origin = new URL(ctx.config.publicUrl).origin;
    const created = await admin.request('POST', `/auth/v2/organizations/${ACME}/users`, {
      headers: acme,
      payload: {
        users: [{ email: 'ivy@example.com', firstName: 'Ivy', lastName: 'I', roles: ['developer'] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = keep('invitation token', await mailedToken(ctx.config.mail.dir, 'ivy@example.com'));
    const page = `${origin}/invitation/${token}`;
    // The page of the e-mail's link, then its calls, each with the page as Referer.
    await ctx.app.inject({ method: 'GET', url: `/invitation/${token}` });
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/auth/v2/invitations/${token}`,
      headers: { referer: page },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const password = keep('password chosen at an invitation', `Pw-${token.slice(0, 12)}-chosen`);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/auth/v2/invitations/${token}/accept`,
      headers: { referer: page },
      payload: { password },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A used link, and a wrong one of the same shape, are logged no more than a good one.
    await ctx.app.inject({
      method: 'POST',
      url: `/auth/v2/invitations/${token}/accept`,
      payload: { password },
    });

    // Signing in with the new password: the form, the code and state on the redirect, the verifier.
    const jar = new CookieJar();
    const proof = pkce();
    keep('sign-in state', proof.state);
    keep('sign-in code verifier', proof.verifier);
    const callback = await authorize(ctx.app, jar, {
      email: 'ivy@example.com',
      password,
      state: proof.state,
      challenge: proof.challenge,
    });
    keep('sign-in code', callback.code);
    const session = await redeem(ctx.app, jar, {
      ...callback,
      codeVerifier: proof.verifier,
      clientId: 'portal-web',
    });
    expect(session.statusCode, session.body).toBe(200);
    keep('CSRF token', session.json().csrfToken);
    // The provider's interaction cookies hold the interaction's id, which is also its page's path: without
    // their signatures (kept below) they are no credential. The signed-in hint is a bare flag.
    for (const [name, value] of jar.cookies)
      if (!/^_interaction(_resume)?$|^portal_signed_in$/.test(name)) keep(`cookie ${name}`, value);
    // A wrong password is not logged either.
    await expect(
      authorize(ctx.app, new CookieJar(), {
        email: 'ivy@example.com',
        password: keep('wrong password', `${password}-wrong`),
        ...pkce(),
      }),
    ).rejects.toThrow();
  });

  it('API clients: create and rotate secrets, tenant and portal tokens, revoke, integration refresh tokens', async () => {
    const sandboxId = await acmeTenantId(dev, 'acme_sb');
    const made = await dev.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: {
        name: 'Log walker',
        type: 'confidential',
        grantTypes: ['client_credentials'],
        scopes: ['workers.read', 'portal.apps.read'],
        tenantIds: [sandboxId],
        ownerId: dev.info.sub,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const clientId = made.json().client.id as string;
    keep('client secret at create', made.json().secret);
    const rotated = await dev.request('POST', `/auth/v2/clients/${clientId}/secrets`, {
      headers: acme,
      payload: { overlapHours: 1 },
    });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const secret = keep('client secret at rotation', rotated.json().secret);

    const token = tokenEndpoint(ctx.app);
    // The secret in the form body, then in HTTP Basic.
    const tenant = await token({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      tenant: 'acme_sb',
    });
    expect(tenant.statusCode, tenant.body).toBe(200);
    const tenantToken = keep('tenant token (client credentials)', tenant.json().access_token);
    expect((await sandboxWorkers(ctx.app)(tenantToken)).statusCode).toBe(200);
    const portal = await token({ grant_type: 'client_credentials', scope: 'portal' }, [clientId, secret]);
    expect(portal.statusCode, portal.body).toBe(200);
    const portalToken = keep('portal token', portal.json().access_token);
    expect(portalToken).toMatch(/^ppa_/);
    const self = await ctx.app.inject({
      method: 'GET',
      url: '/auth/v2/clients/self/permissions',
      headers: { authorization: `Bearer ${portalToken}` },
    });
    expect(self.statusCode, self.body).toBe(200);
    // A token in the query string, where a careless client puts it.
    await ctx.app.inject({
      method: 'GET',
      url: `/sandbox/acme_sb/api/workers/v1/workers?access_token=${tenantToken}`,
    });
    const revoked = await token({ token: portalToken, client_id: clientId, client_secret: secret });
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: portalToken,
        client_id: clientId,
        client_secret: secret,
      }).toString(),
    });
    expect(revoked.statusCode).toBeGreaterThanOrEqual(400);
    // A wrong secret is refused and not logged.
    await token({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: keep('wrong client secret', `${secret}x`),
    });

    const integration = await dev.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: {
        name: 'Log walker integration',
        type: 'confidential',
        grantTypes: ['client_credentials', 'refresh_token'],
        scopes: ['workers.read'],
        tenantIds: [sandboxId],
        integration: true,
      },
    });
    expect(integration.statusCode, integration.body).toBe(201);
    const integrationId = integration.json().client.id as string;
    const integrationSecret = keep('integration client secret', integration.json().secret);
    const refresh = await dev.request('POST', `/auth/v2/clients/${integrationId}/refreshTokens`, {
      headers: acme,
      payload: { tenantId: sandboxId },
    });
    expect(refresh.statusCode, refresh.body).toBe(201);
    const refreshToken = keep('integration refresh token', refresh.json().refreshToken);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: integrationId,
      client_secret: integrationSecret,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    keep('access token from a refresh token', refreshed.json().access_token);
  });

  it('the authorization code flow of /auth/v1: the code on the redirect, the verifier, the refresh token', async () => {
    const sandboxId = await acmeTenantId(dev, 'acme_sb');
    const made = await dev.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: {
        name: 'Log walker app',
        type: 'public',
        grantTypes: ['authorization_code', 'refresh_token'],
        redirectUris: [REDIRECT],
        scopes: ['workers.read'],
        tenantIds: [sandboxId],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const clientId = made.json().client.id as string;
    const proof = pkce();
    keep('authorization state', proof.state);
    keep('authorization code verifier', proof.verifier);
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'workers.read',
      state: proof.state,
      code_challenge: proof.challenge,
      code_challenge_method: 'S256',
    });
    let res = await dev.request('GET', `/auth/v1/authorize?${params}`);
    if (res.statusCode === 200) {
      const action = /action="(\/auth\/v1\/authorize\/[0-9a-f-]{36})"/.exec(res.body)![1]!;
      res = await dev.request('POST', action, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(ctx.config.publicUrl).origin,
        },
        payload: 'decision=allow',
      });
    }
    expect(res.statusCode, res.body).toBe(303);
    const code = keep('authorization code', new URL(res.headers.location as string).searchParams.get('code'));
    const issued = await tokenEndpoint(ctx.app)({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: proof.verifier,
      redirect_uri: REDIRECT,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    keep('user access token', issued.json().access_token);
    const refresh = keep('user refresh token', issued.json().refresh_token);
    const again = await tokenEndpoint(ctx.app)({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: refresh,
    });
    expect(again.statusCode, again.body).toBe(200);
    keep('refreshed user access token', again.json().access_token);
    // A code used twice is refused, not logged.
    await tokenEndpoint(ctx.app)({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: proof.verifier,
    });
  });

  it('tenant tokens of a session, the notifications ticket, and the tenant integration password over SOAP', async () => {
    const sandboxId = await acmeTenantId(dev, 'acme_sb');
    const tenantToken = keep(
      'tenant token (session)',
      await acmeTenantToken(dev, sandboxId, ['workers.read']),
    );
    expect((await sandboxWorkers(ctx.app)(tenantToken)).statusCode).toBe(200);

    const ticket = await dev.request('POST', '/sub-api/v1/notifications/ticket', {
      headers: acme,
      payload: {},
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const value = keep('notifications ticket', ticket.json().ticket);
    await ctx.app.inject({ method: 'GET', url: `/sub-api/v1/notifications/listen?ticket=${value}` });

    const reset = await admin.request('POST', `/auth/v1/provisioner/tenants/${sandboxId}/passwordReset`, {
      headers: acme,
      payload: {},
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const password = keep('tenant integration password', reset.json().password);
    // The password travels in a SOAP envelope's WS-Security header: good, then wrong.
    const soap = (secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sandbox/acme_sb/soap/Human_Resources',
        headers: { 'content-type': 'text/xml' },
        payload: `<?xml version="1.0"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header><wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"><wsse:UsernameToken><wsse:Username>ISU_acme_sb</wsse:Username><wsse:Password>${secret}</wsse:Password></wsse:UsernameToken></wsse:Security></env:Header><env:Body><hr:Get_Organizations_Request xmlns:hr="urn:portal:sandbox:Human_Resources"/></env:Body></env:Envelope>`,
      });
    expect((await soap(password)).statusCode).toBe(200);
    expect((await soap(keep('wrong integration password', `${password}-wrong`))).statusCode).toBe(401);
  });

  it('a webhook test inbox: its URL made and listed, then posted to by anyone with it', async () => {
    const made = await dev.request('POST', '/observability/v1/logs/alert-inboxes', { headers: acme });
    expect(made.statusCode, made.body).toBe(201);
    const token = keep('webhook test inbox token', new URL(made.json().url).pathname.split('/').pop());
    expect(
      (await dev.request('GET', '/observability/v1/logs/alert-inboxes', { headers: acme })).statusCode,
    ).toBe(200);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/hooks/v1/inbox/${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"hello":"inbox"}',
    });
    expect(posted.statusCode, posted.body).toBe(204);
  });

  it('censors the secret segment of every route whose path carries one', () => {
    const secretParam = /:(token|ticket|secret|code|password|key)\b/i;
    const carrying = registeredRoutes(ctx.app).filter((route) => secretParam.test(route.url));
    // The invitation's two routes today; a new one is walked too, and fails until logging.ts lists it.
    expect(carrying.length).toBeGreaterThanOrEqual(2);
    for (const route of carrying) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => `value-of-${name}`);
      const logged = redactUrl(url);
      for (const [, name] of route.url.matchAll(/:(\w+)/g))
        if (secretParam.test(`:${name}`)) expect(logged, route.url).not.toContain(`value-of-${name}`);
    }
  });

  it('finds none of the secrets in the log', async () => {
    await ctx.app.flushAccessLog();
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    expect(secrets.length).toBeGreaterThan(20);
    const leaked = secrets.filter(
      ({ value }) => logged.includes(value) || logged.includes(encodeURIComponent(value)),
    );
    expect(leaked.map(({ what }) => what)).toEqual([]);
  });
});
