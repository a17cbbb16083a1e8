import * as oauth from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowInBrowser } from '../../../test/allowInBrowser.ts';
import { injectFetch } from '../../../test/injectFetch.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sandboxWorkers } from '../../../test/tokenEndpoint.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
type Session = Awaited<ReturnType<typeof signIn>>;
type Created = { client: { id: string }; secret: string | null };

/**
 * The OAuth endpoints as standard clients see them (docs/decisions/oauth-standard-clients.md), with the
 * standard client as the test: openid-client v6 configured from the RFC 8414
 * document alone, as a partner's code would be, talking to the real routes.
 */
describe('API clients with a standard OAuth client (openid-client)', () => {
  let ctx: TestContext;
  let dev: Session;
  let sandboxId: string;
  let issuer: URL;
  const clients: Record<'native' | 'web' | 'daemon' | 'other', Created> = {} as never;

  const create = async (payload: Record<string, unknown>) => {
    const res = await dev.request('POST', '/auth/v2/clients', { headers: acme, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  };
  const workers = (token: string) => sandboxWorkers(ctx.app)(token);

  /** discovery() from the issuer, RFC 8414's well-known path, the way an integrator configures it. */
  const configure = (clientId: string, auth: oauth.ClientAuth = oauth.None()) =>
    oauth.discovery(issuer, clientId, undefined, auth, {
      algorithm: 'oauth2',
      execute: [oauth.allowInsecureRequests],
      [oauth.customFetch]: injectFetch(ctx.app),
    });

  const browse = (who: Session, url: URL) => allowInBrowser(who, url, ctx.config.publicUrl);

  /** The whole code flow with PKCE, the library checking state, iss and the verifier. */
  const codeFlow = async (config: oauth.Configuration, redirectUri: string, scope: string) => {
    const verifier = oauth.randomPKCECodeVerifier();
    const state = oauth.randomState();
    const url = oauth.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const back = await browse(dev, url);
    return { back, verifier, state };
  };

  /** The code flow through to the tokens, for workers.read. */
  const codeTokens = async (config: oauth.Configuration, redirectUri: string) => {
    const { back, verifier, state } = await codeFlow(config, redirectUri, 'workers.read');
    return oauth.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    issuer = new URL(ctx.config.publicUrl);
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/tenants`)).json()
      .data as { id: string; name: string }[];
    sandboxId = tenants.find((t) => t.name === 'acme_sb')!.id;
    clients.native = await create({
      name: 'Desktop app',
      type: 'public',
      grantTypes: ['authorization_code', 'refresh_token'],
      // RFC 8252 7.3: registered without a port; the app listens on whatever port it gets.
      redirectUris: ['http://127.0.0.1/callback'],
      scopes: ['workers.read', 'organizations.read'],
      tenantIds: [sandboxId],
    });
    clients.web = await create({
      name: 'Partner web app',
      type: 'confidential',
      grantTypes: ['authorization_code', 'refresh_token'],
      redirectUris: ['https://partner.example/callback'],
      scopes: ['workers.read'],
      tenantIds: [sandboxId],
    });
    clients.daemon = await create({
      name: 'Nightly sync',
      type: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['workers.read', 'organizations.read'],
      tenantIds: [sandboxId],
    });
    clients.other = await create({
      name: 'Someone else',
      type: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['workers.read'],
      tenantIds: [sandboxId],
    });
  });
  afterAll(() => ctx.close());

  it('discovers the server from its RFC 8414 document, which says what it supports and no more', async () => {
    const config = await configure(clients.native.client.id);
    const metadata = config.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: ctx.config.publicUrl,
      authorization_endpoint: `${ctx.config.publicUrl}/auth/v1/authorize`,
      token_endpoint: `${ctx.config.publicUrl}/auth/v1/token`,
      revocation_endpoint: `${ctx.config.publicUrl}/auth/v1/token/revoke`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    expect(metadata.grant_types_supported).not.toContain('implicit');
    expect(metadata.end_session_endpoint).toBe(`${ctx.config.publicUrl}/auth/v1/logout`);
  });

  it('runs the code flow with PKCE for a public client on any loopback port, iss checked by the library', async () => {
    const config = await configure(clients.native.client.id);
    const redirectUri = 'http://127.0.0.1:53127/callback';
    const { back, verifier, state } = await codeFlow(config, redirectUri, 'workers.read organizations.read');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('iss')).toBe(ctx.config.publicUrl);

    const tokens = await oauth.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('organizations.read workers.read');
    expect((await workers(tokens.access_token)).statusCode).toBe(200);

    // RFC 6749 6: a narrower scope on refresh; the refresh token keeps what was granted.
    const narrow = await oauth.refreshTokenGrant(config, tokens.refresh_token!, { scope: 'workers.read' });
    expect(narrow.scope).toBe('workers.read');
    const wide = await oauth.refreshTokenGrant(config, narrow.refresh_token!);
    expect(wide.scope).toBe('organizations.read workers.read');
    await expect(
      oauth.refreshTokenGrant(config, wide.refresh_token!, { scope: 'workers.read workers.write' }),
    ).rejects.toMatchObject({ error: 'invalid_scope' });

    // Reuse detection: the used refresh token again is invalid_grant, and its family ends.
    await expect(oauth.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await workers(wide.access_token)).statusCode).toBe(401);
  });

  it('refuses an authorization response whose iss is not this server (the library checks RFC 9207)', async () => {
    const config = await configure(clients.native.client.id);
    const { back, verifier, state } = await codeFlow(
      config,
      'http://127.0.0.1:40000/callback',
      'workers.read',
    );
    back.searchParams.set('iss', `${ctx.config.publicUrl}/oidc`);
    await expect(
      oauth.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state }),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('"iss" (issuer)') } });
    back.searchParams.delete('iss');
    await expect(
      oauth.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state }),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('"iss"') } });
  });

  it('lets a public client revoke its own token, naming itself by client_id', async () => {
    const config = await configure(clients.native.client.id);
    const tokens = await codeTokens(config, 'http://127.0.0.1:8123/callback');
    expect((await workers(tokens.access_token)).statusCode).toBe(200);
    await oauth.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    expect((await workers(tokens.access_token)).statusCode).toBe(401);
  });

  it('runs the code flow for a confidential client authenticating by Basic, and revokes its token', async () => {
    const config = await configure(clients.web.client.id, oauth.ClientSecretBasic(clients.web.secret!));
    const tokens = await codeTokens(config, 'https://partner.example/callback');
    expect((await workers(tokens.access_token)).statusCode).toBe(200);
    await oauth.tokenRevocation(config, tokens.refresh_token!);
    expect((await workers(tokens.access_token)).statusCode).toBe(401);
    await expect(oauth.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a wrong secret: a Basic challenge by Basic, invalid_client in the body by post', async () => {
    const basic = await configure(clients.web.client.id, oauth.ClientSecretBasic('pcs_wrong'));
    let flow = await codeFlow(basic, 'https://partner.example/callback', 'workers.read');
    await expect(
      oauth.authorizationCodeGrant(basic, flow.back, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      }),
    ).rejects.toMatchObject({
      code: 'OAUTH_WWW_AUTHENTICATE_CHALLENGE',
      status: 401,
      cause: [{ scheme: 'basic' }],
    });
    const post = await configure(clients.web.client.id, oauth.ClientSecretPost('pcs_wrong'));
    flow = await codeFlow(post, 'https://partner.example/callback', 'workers.read');
    await expect(
      oauth.authorizationCodeGrant(post, flow.back, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_client', status: 401 });
  });

  it('gets client credentials tokens, and only their own client revokes them', async () => {
    const config = await configure(clients.daemon.client.id, oauth.ClientSecretPost(clients.daemon.secret!));
    const tokens = await oauth.clientCredentialsGrant(config, { scope: 'workers.read' });
    expect(tokens.scope).toBe('workers.read');
    expect(tokens.refresh_token).toBeUndefined();
    await expect(oauth.clientCredentialsGrant(config, { scope: 'workers.write' })).rejects.toMatchObject({
      error: 'invalid_scope',
    });

    const other = await configure(clients.other.client.id, oauth.ClientSecretBasic(clients.other.secret!));
    await oauth.tokenRevocation(other, tokens.access_token);
    expect((await workers(tokens.access_token)).statusCode).toBe(200);
    await oauth.tokenRevocation(config, tokens.access_token);
    expect((await workers(tokens.access_token)).statusCode).toBe(401);
  });

  it("revokes an integration client's refresh token (pir_) for that client only, as RFC 7009 says", async () => {
    const integration = await create({
      name: 'HR integration',
      type: 'confidential',
      grantTypes: ['client_credentials', 'refresh_token'],
      integration: true,
      scopes: ['workers.read'],
      tenantIds: [sandboxId],
    });
    const { id } = integration.client;
    const generated = await dev.request('POST', `/auth/v2/clients/${id}/refreshTokens`, {
      headers: acme,
      payload: { tenantId: sandboxId },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const { refreshToken } = generated.json() as { refreshToken: string };
    const config = await configure(id, oauth.ClientSecretBasic(integration.secret!));
    const redeemed = await oauth.refreshTokenGrant(config, refreshToken);
    expect((await workers(redeemed.access_token)).statusCode).toBe(200);

    // Without its client's authentication: refused, and the token keeps working.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: refreshToken }).toString(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'invalid_client' });
    // Another client is answered as for any token (RFC 7009 2.2), and changes nothing.
    const other = await configure(clients.other.client.id, oauth.ClientSecretBasic(clients.other.secret!));
    await oauth.tokenRevocation(other, refreshToken, { token_type_hint: 'refresh_token' });
    expect((await oauth.refreshTokenGrant(config, refreshToken)).access_token).toEqual(expect.any(String));

    await oauth.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
    await expect(oauth.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The access tokens already redeemed with it end with it; the client's own credentials still work.
    expect((await workers(redeemed.access_token)).statusCode).toBe(401);
    const own = await oauth.clientCredentialsGrant(config, { scope: 'workers.read' });
    expect((await workers(own.access_token)).statusCode).toBe(200);
    const listed = await dev.request('GET', `/auth/v2/clients/${id}/refreshTokens`, { headers: acme });
    expect(listed.json().data).toEqual([expect.objectContaining({ revokedAt: expect.any(String) })]);
    // Revoked already: nothing to do, and no error.
    await oauth.tokenRevocation(config, refreshToken);
  });
});
