import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oauth from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowInBrowser } from '../../../test/allowInBrowser.ts';
import { injectFetch } from '../../../test/injectFetch.ts';
import { HOST, signIn, signInInto } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sandboxWorkers } from '../../../test/tokenEndpoint.ts';
import { sessions } from '../../db/schema/identity.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
type Session = Awaited<ReturnType<typeof signIn>>;
type Created = { client: { id: string }; secret: string | null };
type Fetch = ReturnType<typeof injectFetch>;

/**
 * Sign-in with the portal (docs/decisions/openid-connect-for-api-clients.md), with the standard client as the
 * test: openid-client v6 configured by OpenID Connect discovery alone, the ID token checked against the
 * published JWKS (non-repudiation checks on), the nonce, userinfo and refresh, against the real routes and
 * database.
 */
describe('API clients as OpenID Connect relying parties (openid-client)', () => {
  let ctx: TestContext;
  let dev: Session;
  let devId: string;
  let issuer: URL;
  const clients: Record<'native' | 'web', Created> = {} as never;

  const create = async (payload: Record<string, unknown>) => {
    const res = await dev.request('POST', '/auth/v2/clients', { headers: acme, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  };

  /**
   * discovery() with the defaults of an OIDC integrator: /.well-known/openid-configuration, and the ID
   * token's signature verified with the JWKS. `fetch` lets a test change what the server answered.
   */
  const configure = async (clientId: string, auth: oauth.ClientAuth = oauth.None(), fetch?: Fetch) => {
    const config = await oauth.discovery(issuer, clientId, undefined, auth, {
      execute: [oauth.allowInsecureRequests, oauth.enableNonRepudiationChecks],
      [oauth.customFetch]: fetch ?? injectFetch(ctx.app),
    });
    return config;
  };

  /** The authorization URL with PKCE, state and nonce, opened and allowed as the developer. */
  const codeFlow = async (config: oauth.Configuration, redirectUri: string, scope: string) => {
    const verifier = oauth.randomPKCECodeVerifier();
    const state = oauth.randomState();
    const nonce = oauth.randomNonce();
    const url = oauth.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope,
      state,
      nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const back = await allowInBrowser(dev, url, ctx.config.publicUrl);
    return { back, checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce } };
  };

  /** A token answer whose id_token a test replaced, as an attacker in the middle would. */
  const replacingIdToken =
    (replace: (idToken: string) => string): Fetch =>
    async (url, options) => {
      const res = await injectFetch(ctx.app)(url, options);
      if (!url.endsWith('/auth/v1/token') || res.status !== 200) return res;
      const body = (await res.json()) as { id_token?: string };
      if (body.id_token) body.id_token = replace(body.id_token);
      return new Response(JSON.stringify(body), { status: 200, headers: res.headers });
    };

  beforeAll(async () => {
    ctx = await createTestApp();
    issuer = new URL(ctx.config.publicUrl);
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    devId = demoUsers.find((user) => user.email === 'developer@demo.example')!.id;
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/tenants`)).json()
      .data as { id: string; name: string }[];
    const sandboxId = tenants.find((t) => t.name === 'acme_sb')!.id;
    clients.native = await create({
      name: 'Partner desktop app',
      type: 'public',
      grantTypes: ['authorization_code', 'refresh_token'],
      redirectUris: ['http://127.0.0.1/callback'],
      scopes: ['workers.read'],
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
  });
  afterAll(() => ctx.close());

  it('describes itself at /.well-known/openid-configuration: code flow, RS256 ID tokens, userinfo, JWKS', async () => {
    const metadata = (await configure(clients.native.client.id)).serverMetadata();
    expect(metadata).toMatchObject({
      issuer: ctx.config.publicUrl,
      jwks_uri: `${ctx.config.publicUrl}/auth/v1/jwks`,
      userinfo_endpoint: `${ctx.config.publicUrl}/auth/v1/userinfo`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_parameter_supported: false,
      request_parameter_supported: false,
      prompt_values_supported: ['none', 'login', 'consent'],
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(metadata.end_session_endpoint).toBe(`${ctx.config.publicUrl}/auth/v1/logout`);
    const jwks = (await ctx.app.inject({ method: 'GET', url: '/auth/v1/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    // Only the public half: no private RSA member leaves the server.
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwks.keys[0]).not.toHaveProperty(member);
  });

  it('signs a public client in: ID token with nonce, auth_time and at_hash, userinfo by scope, refresh', async () => {
    const config = await configure(clients.native.client.id);
    const { back, checks } = await codeFlow(
      config,
      'http://127.0.0.1:49152/callback',
      'openid profile workers.read',
    );
    const tokens = await oauth.authorizationCodeGrant(config, back, checks);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: ctx.config.publicUrl,
      sub: devId,
      aud: clients.native.client.id,
      nonce: checks.expectedNonce,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.auth_time).toBe('number');
    expect(claims.auth_time!).toBeLessThanOrEqual(claims.iat);
    // OIDC Core 3.1.3.6: the left half of the access token's SHA-256.
    const hash = createHash('sha256').update(tokens.access_token).digest().subarray(0, 16);
    expect(claims.at_hash).toBe(hash.toString('base64url'));
    expect(tokens.scope).toBe('openid profile workers.read');
    // The access token is still a tenant token.
    expect((await sandboxWorkers(ctx.app)(tokens.access_token)).statusCode).toBe(200);

    // profile, not email: the name, and no e-mail address.
    const info = await oauth.fetchUserInfo(config, tokens.access_token, devId);
    expect(info).toMatchObject({ sub: devId, name: expect.any(String), given_name: expect.any(String) });
    expect(info).not.toHaveProperty('email');

    // OIDC Core 12.2: the refresh answers no ID token here; its access token still opens userinfo.
    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.id_token).toBeUndefined();
    expect(refreshed.scope).toBe('openid profile workers.read');
    expect((await oauth.fetchUserInfo(config, refreshed.access_token, devId)).sub).toBe(devId);
    // A refresh may name the identity scopes it was granted, never others.
    await expect(
      oauth.refreshTokenGrant(config, refreshed.refresh_token!, { scope: 'openid email workers.read' }),
    ).rejects.toMatchObject({ error: 'invalid_scope' });
  });

  it('signs a confidential client in by Basic, with the e-mail address', async () => {
    const config = await configure(clients.web.client.id, oauth.ClientSecretBasic(clients.web.secret!));
    const { back, checks } = await codeFlow(
      config,
      'https://partner.example/callback',
      'openid email workers.read',
    );
    const tokens = await oauth.authorizationCodeGrant(config, back, checks);
    expect(tokens.claims()).toMatchObject({ sub: devId, aud: clients.web.client.id });
    const info = await oauth.fetchUserInfo(config, tokens.access_token, devId);
    expect(info).toEqual({ sub: devId, email: 'developer@demo.example', email_verified: true });
    // The consent records what the client learns, for the client's page and the user's own list.
    const consents = await dev.request('GET', `/auth/v2/clients/${clients.web.client.id}/consents`, {
      headers: acme,
    });
    expect(consents.json().data).toEqual([
      expect.objectContaining({ scopes: ['workers.read'], openidScopes: ['email', 'openid'] }),
    ]);
  });

  it('refuses an ID token whose nonce is not the one the client sent', async () => {
    const config = await configure(clients.native.client.id);
    const { back, checks } = await codeFlow(config, 'http://127.0.0.1:40001/callback', 'openid workers.read');
    await expect(
      oauth.authorizationCodeGrant(config, back, { ...checks, expectedNonce: oauth.randomNonce() }),
    ).rejects.toMatchObject({
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      cause: { cause: { claim: 'nonce', claims: { nonce: checks.expectedNonce } } },
    });
  });

  it('refuses a tampered ID token: its signature no longer verifies with the JWKS', async () => {
    const tamper = (idToken: string) => {
      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      return `${header}.${forged}.${signature}`;
    };
    const config = await configure(clients.native.client.id, oauth.None(), replacingIdToken(tamper));
    const { back, checks } = await codeFlow(config, 'http://127.0.0.1:40002/callback', 'openid workers.read');
    await expect(oauth.authorizationCodeGrant(config, back, checks)).rejects.toMatchObject({
      code: 'OAUTH_INVALID_RESPONSE',
      cause: { message: 'JWT signature verification failed' },
    });
  });

  it('refuses an ID token issued for another client (aud)', async () => {
    // A genuine ID token of the web client, signed by the server, swapped into the native client's answer.
    const web = await configure(clients.web.client.id, oauth.ClientSecretBasic(clients.web.secret!));
    const flow = await codeFlow(web, 'https://partner.example/callback', 'openid workers.read');
    const foreign = (await oauth.authorizationCodeGrant(web, flow.back, flow.checks)).id_token!;

    const config = await configure(
      clients.native.client.id,
      oauth.None(),
      replacingIdToken(() => foreign),
    );
    const { back, checks } = await codeFlow(config, 'http://127.0.0.1:40003/callback', 'openid workers.read');
    await expect(oauth.authorizationCodeGrant(config, back, checks)).rejects.toMatchObject({
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      cause: { cause: { claim: 'aud', expected: clients.native.client.id } },
    });
  });

  it('refuses userinfo to a revoked token, to a token without openid, and to no token', async () => {
    const config = await configure(clients.native.client.id);
    const { back, checks } = await codeFlow(config, 'http://127.0.0.1:40004/callback', 'openid workers.read');
    const tokens = await oauth.authorizationCodeGrant(config, back, checks);
    expect((await oauth.fetchUserInfo(config, tokens.access_token, devId)).sub).toBe(devId);
    await oauth.tokenRevocation(config, tokens.access_token);
    await expect(oauth.fetchUserInfo(config, tokens.access_token, devId)).rejects.toMatchObject({
      code: 'OAUTH_WWW_AUTHENTICATE_CHALLENGE',
      status: 401,
      cause: [{ scheme: 'bearer', parameters: { error: 'invalid_token' } }],
    });

    const plain = await codeFlow(config, 'http://127.0.0.1:40005/callback', 'workers.read');
    const { expectedNonce: _none, ...plainChecks } = plain.checks;
    const oauthOnly = await oauth.authorizationCodeGrant(config, plain.back, plainChecks);
    expect(oauthOnly.id_token).toBeUndefined();
    await expect(oauth.fetchUserInfo(config, oauthOnly.access_token, devId)).rejects.toMatchObject({
      status: 401,
    });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/auth/v1/userinfo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers prompt=none without a page, and refuses openid without a tenant scope', async () => {
    const config = await configure(clients.native.client.id);
    const authorize = (params: Record<string, string>) =>
      oauth.buildAuthorizationUrl(config, {
        redirect_uri: 'http://127.0.0.1:40006/callback',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 's',
        ...params,
      });
    const errorOf = async (who: Session | null, url: URL) => {
      const path = `${url.pathname}${url.search}`;
      const res = who ? await who.request('GET', path) : await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, res.body).toBe(303);
      return new URL(res.headers.location as string).searchParams.get('error');
    };
    expect(await errorOf(null, authorize({ scope: 'openid workers.read', prompt: 'none' }))).toBe(
      'login_required',
    );
    // Consented before (the tests above): prompt=none gives a code; asking for email as well does not.
    expect(await errorOf(dev, authorize({ scope: 'openid workers.read', prompt: 'none' }))).toBeNull();
    expect(await errorOf(dev, authorize({ scope: 'openid email workers.read', prompt: 'none' }))).toBe(
      'consent_required',
    );
    // The consent page says what the application learns about the user.
    const page = await dev.request(
      'GET',
      ((u) => `${u.pathname}${u.search}`)(
        authorize({ scope: 'openid profile email workers.read', prompt: 'consent' }),
      ),
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('See your name');
    expect(page.body).toContain('See your e-mail address');
    expect(await errorOf(dev, authorize({ scope: 'openid' }))).toBe('invalid_scope');
    expect(await errorOf(dev, authorize({ scope: 'profile workers.read' }))).toBe('invalid_scope');
  });

  describe('a new sign-in on demand: prompt=login and max_age (OIDC Core 3.1.2.1)', () => {
    const hourAgo = () => new Date(Date.now() - 3600_000);
    /** The developer's sessions made an hour old, as if they had signed in then. */
    const ageSessions = () =>
      ctx.database.db.update(sessions).set({ createdAt: hourAgo() }).where(eq(sessions.userId, devId));
    const nowSeconds = () => Math.floor(Date.now() / 1000);

    const start = async (config: oauth.Configuration, params: Record<string, string>) => {
      const verifier = oauth.randomPKCECodeVerifier();
      const checks = {
        pkceCodeVerifier: verifier,
        expectedState: oauth.randomState(),
        expectedNonce: oauth.randomNonce(),
      };
      const url = oauth.buildAuthorizationUrl(config, {
        redirect_uri: 'http://127.0.0.1:40007/callback',
        scope: 'openid workers.read',
        state: checks.expectedState,
        nonce: checks.expectedNonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...params,
      });
      return { url, checks };
    };

    /** The authorize step as the browser of `who` meets it: where its 303 goes. */
    const open = async (who: Session, url: URL) => {
      const res = await who.request('GET', `${url.pathname}${url.search}`);
      expect(res.statusCode, res.body).toBe(303);
      return new URL(res.headers.location as string, ctx.config.publicUrl);
    };

    /** What the web's /login?prompt=login does: the provider's sign-in form again, then a new session. */
    const signInAgain = async (who: Session) => {
      const res = await signInInto(ctx.app, who.jar, 'developer@demo.example', { prompt: 'login' });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('prompt=login sends a signed-in user through the sign-in again; auth_time is the new one', async () => {
      const config = await configure(clients.native.client.id);
      const browser = await signIn(ctx.app, 'developer@demo.example');
      await ageSessions();
      const { url, checks } = await start(config, { prompt: 'login consent' });
      const login = await open(browser, url);
      expect(login.pathname).toBe('/login');
      expect(login.searchParams.get('prompt')).toBe('login');
      const returnPath = login.searchParams.get('path')!;
      expect(returnPath.startsWith('/auth/v1/authorize?')).toBe(true);
      // The return keeps the request but not the demand it has just met, and keeps prompt=consent.
      const back = new URL(returnPath, ctx.config.publicUrl);
      expect(back.searchParams.get('prompt')).toBe('consent');
      expect(back.searchParams.get('nonce')).toBe(checks.expectedNonce);

      await signInAgain(browser);
      const callback = await allowInBrowser(browser, back, ctx.config.publicUrl);
      const claims = (await oauth.authorizationCodeGrant(config, callback, checks)).claims()!;
      expect(claims.auth_time!).toBeGreaterThanOrEqual(nowSeconds() - 60);
    });

    it('max_age: an older sign-in goes through the sign-in again, a recent enough one straight to a code', async () => {
      const config = await configure(clients.native.client.id);
      const browser = await signIn(ctx.app, 'developer@demo.example');
      await ageSessions();

      const fresh = await start(config, { max_age: '7200' });
      const code = await open(browser, fresh.url);
      expect(code.searchParams.get('code')).toBeTruthy();
      const old = (
        await oauth.authorizationCodeGrant(config, code, { ...fresh.checks, maxAge: 7200 })
      ).claims()!;
      expect(old.auth_time!).toBeLessThanOrEqual(nowSeconds() - 3500);

      // Signed in an hour ago, the session cannot answer prompt=none with max_age=60.
      const silent = await open(browser, (await start(config, { max_age: '60', prompt: 'none' })).url);
      expect(silent.searchParams.get('error')).toBe('login_required');

      const strict = await start(config, { max_age: '60' });
      const login = await open(browser, strict.url);
      expect(login.pathname).toBe('/login');
      expect(login.searchParams.get('prompt')).toBe('login');
      const back = new URL(login.searchParams.get('path')!, ctx.config.publicUrl);
      expect(back.searchParams.has('max_age')).toBe(false);
      await signInAgain(browser);
      const callback = await open(browser, back);
      const claims = (
        await oauth.authorizationCodeGrant(config, callback, { ...strict.checks, maxAge: 60 })
      ).claims()!;
      expect(claims.auth_time!).toBeGreaterThanOrEqual(nowSeconds() - 60);
    });

    it('refuses a max_age that is not a whole number of seconds, and prompt=none with another prompt', async () => {
      const config = await configure(clients.native.client.id);
      const refused: Record<string, string>[] = [
        { max_age: '-1' },
        { max_age: '1.5' },
        { max_age: 'soon' },
        { max_age: '' },
        { prompt: 'none login' },
      ];
      for (const params of refused) {
        const answer = await open(dev, (await start(config, params)).url);
        expect(answer.searchParams.get('error'), JSON.stringify(params)).toBe('invalid_request');
        expect(answer.searchParams.get('error_description')).toBeTruthy();
      }
    });
  });
  describe('RP-initiated logout', () => {
    /** The confirmation page's form, as a browser posts it: the session cookie, no CSRF header. */
    const post = (who: Session, payload: string, origin = new URL(ctx.config.publicUrl).origin) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/logout',
        headers: {
          host: HOST,
          cookie: who.jar.header(),
          'content-type': 'application/x-www-form-urlencoded',
          origin,
        },
        payload,
      });
    const signedIn = async (who: Session) =>
      (await who.request('GET', '/api/v1/sessionInfo')).statusCode === 200;
    /** An ID token of the web client for the developer, as a relying party holds after sign-in. */
    const idTokenOfWebClient = async () => {
      const config = await configure(clients.web.client.id, oauth.ClientSecretPost(clients.web.secret!));
      const { back, checks } = await codeFlow(
        config,
        'https://partner.example/callback',
        'openid workers.read',
      );
      const tokens = await oauth.authorizationCodeGrant(config, back, checks);
      return { config, idToken: tokens.id_token! };
    };
    const path = (url: URL) => `${url.pathname}${url.search}`;
    /** The hidden fields of the confirmation page, posted back with the user's answer. */
    const answerOf = (page: string, decision: string) => {
      const fields = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name!, value!.replaceAll('&amp;', '&')] as [string, string],
      );
      return new URLSearchParams([...fields, ['decision', decision]]).toString();
    };

    it('asks the user, ends the portal session, and goes back to the registered address with the state', async () => {
      const { config, idToken } = await idTokenOfWebClient();
      const browser = await signIn(ctx.app, 'developer@demo.example');
      const url = oauth.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: 'https://partner.example/callback',
        state: 'rp-state',
      });
      const page = await browser.request('GET', path(url));
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain('Sign out of the');
      expect(page.body).toContain('Partner web app');
      // Asked only: nothing ends until the user answers.
      expect(await signedIn(browser)).toBe(true);

      const done = await post(browser, answerOf(page.body, 'sign-out'));
      expect(done.statusCode, done.body).toBe(303);
      expect(done.headers.location).toBe('https://partner.example/callback?state=rp-state');
      expect(await signedIn(browser)).toBe(false);
      // The other sessions of the same user are theirs to end.
      expect(await signedIn(dev)).toBe(true);
    });

    it('keeps the session when the user stays, and refuses an answer from another page', async () => {
      const { config, idToken } = await idTokenOfWebClient();
      const browser = await signIn(ctx.app, 'developer@demo.example');
      const url = oauth.buildEndSessionUrl(config, { id_token_hint: idToken });
      const page = await browser.request('GET', path(url));
      const stay = await post(browser, answerOf(page.body, 'stay'));
      expect(stay.statusCode).toBe(303);
      expect(stay.headers.location).toBe('/');
      const forged = await post(browser, answerOf(page.body, 'sign-out'), 'https://evil.example');
      expect(forged.statusCode).toBe(403);
      expect(await signedIn(browser)).toBe(true);
      // Without a return address the user lands on the portal's own signed-out page.
      const out = await post(browser, answerOf(page.body, 'sign-out'));
      expect(out.statusCode).toBe(200);
      expect(out.body).toContain('You are signed out');
      expect(await signedIn(browser)).toBe(false);
    });

    it('refuses an unregistered address, a hint not issued here, and a hint of another client, ending nothing', async () => {
      const { config, idToken } = await idTokenOfWebClient();
      const browser = await signIn(ctx.app, 'developer@demo.example');
      const [header, payload, signature] = idToken.split('.') as [string, string, string];
      const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
      const refused: [Record<string, string>, string][] = [
        [
          { id_token_hint: idToken, post_logout_redirect_uri: 'https://evil.example/' },
          'not one this application registered',
        ],
        [{ post_logout_redirect_uri: 'https://partner.example/callback' }, 'must name its application'],
        [{ id_token_hint: tampered }, 'not one this portal issued'],
        [{ id_token_hint: idToken, client_id: clients.native.client.id }, 'issued to another application'],
        [{ client_id: 'f0000000-0000-4000-8000-000000000000' }, 'unknown or disabled'],
      ];
      for (const [params, message] of refused) {
        const answer = await browser.request('GET', `/auth/v1/logout?${new URLSearchParams(params)}`);
        expect(answer.statusCode, JSON.stringify(params)).toBe(400);
        expect(answer.body).toContain(message);
      }
      expect(await signedIn(browser)).toBe(true);
      expect(config.serverMetadata().end_session_endpoint).toBeDefined();
    });

    it('sends a signed-out user straight back to the registered address', async () => {
      const url = oauth.buildEndSessionUrl(await configure(clients.web.client.id), {
        post_logout_redirect_uri: 'https://partner.example/callback',
        state: 'again',
      });
      const answer = await ctx.app.inject({ method: 'GET', url: path(url) });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('https://partner.example/callback?state=again');
    });
  });
});
