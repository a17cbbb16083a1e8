import { sessionInfoSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, CookieJar, HOST, pkce, redeem, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

describe('session (BFF)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  const sessionInfo = (jar: CookieJar) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sessionInfo',
      headers: { host: HOST, cookie: jar.header() },
    });

  it('signs in through the provider and answers exactly the session fields', async () => {
    const { info, jar, request } = await signIn(ctx.app, 'admin@demo.example');
    expect(Object.keys(info).sort()).toEqual(
      ['authBaseUri', 'csrfToken', 'exp', 'regionAlias', 'regionDisplayName', 'scope', 'sub'].sort(),
    );
    expect(sessionInfoSchema.strict().parse(info)).toBeTruthy();
    expect(info.scope).toEqual({
      region: 'scylla:us',
      region_fqdn: 'api.us.scylla.example',
      client_id: 'portal-web',
    });
    expect(info.regionDisplayName).toBe('Americas');
    expect(info.exp * 1000).toBeGreaterThan(Date.now());
    expect(info).not.toHaveProperty('access_token');
    expect(jar.cookies.has('portal_session')).toBe(true);
    const res = await request('GET', '/api/v1/sessionInfo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...info, exp: res.json().exp });
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, Path=/ and without Domain', async () => {
    const jar = new CookieJar();
    const { verifier, challenge, state } = pkce();
    const cb = await authorize(ctx.app, jar, {
      email: 'member@demo.example',
      password: 'demo',
      state,
      challenge,
    });
    const res = await redeem(ctx.app, jar, { ...cb, codeVerifier: verifier, clientId: 'portal-web' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain/i);
    // Beside it, a hint the page may read (no secret in it) that says a session cookie was set.
    const hint = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('portal_signed_in='));
    expect(hint).toMatch(/^portal_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/SameSite=Strict/);
  });

  it('answers 401 without a session', async () => {
    const res = await sessionInfo(new CookieJar());
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const first = await signIn(ctx.app, 'developer@demo.example');
    const oldCookie = first.jar.header();
    const { verifier, challenge, state } = pkce();
    const cb = await authorize(ctx.app, first.jar, {
      email: 'developer@demo.example',
      password: 'demo',
      state,
      challenge,
    });
    const res = await redeem(ctx.app, first.jar, { ...cb, codeVerifier: verifier, clientId: 'portal-web' });
    expect(res.statusCode).toBe(200);
    expect(first.jar.header()).not.toBe(oldCookie);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sessionInfo',
      headers: { host: HOST, cookie: oldCookie },
    });
    expect(old.statusCode).toBe(401);
  });

  describe('refuses a tampered sign-in', () => {
    it('a replayed state (and reused code)', async () => {
      const jar = new CookieJar();
      const { verifier, challenge, state } = pkce();
      const cb = await authorize(ctx.app, jar, {
        email: 'member@demo.example',
        password: 'demo',
        state,
        challenge,
      });
      const body = { ...cb, codeVerifier: verifier, clientId: 'portal-web' };
      expect((await redeem(ctx.app, jar, body)).statusCode).toBe(200);
      const replay = await redeem(ctx.app, new CookieJar(), body);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toMatch(/state was already used/);
    });

    it('a reused code under a fresh state', async () => {
      const jar = new CookieJar();
      const { verifier, challenge, state } = pkce();
      const cb = await authorize(ctx.app, jar, {
        email: 'member@demo.example',
        password: 'demo',
        state,
        challenge,
      });
      expect(
        (await redeem(ctx.app, jar, { ...cb, codeVerifier: verifier, clientId: 'portal-web' })).statusCode,
      ).toBe(200);
      const res = await redeem(ctx.app, new CookieJar(), {
        ...cb,
        state: pkce().state,
        codeVerifier: verifier,
        clientId: 'portal-web',
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    // The nonce ties the code to the browser that asked for it: the ID token must carry the nonce that
    // browser kept (the state is a value of its own, so it is the nonce that binds:
    // docs/decisions/sign-in-state-and-pkce.md).
    it('a foreign nonce (not the one the code was issued for)', async () => {
      const jar = new CookieJar();
      const { verifier, challenge, state } = pkce();
      const cb = await authorize(ctx.app, jar, {
        email: 'member@demo.example',
        password: 'demo',
        state,
        challenge,
      });
      const res = await redeem(ctx.app, jar, {
        ...cb,
        nonce: pkce().state,
        codeVerifier: verifier,
        clientId: 'portal-web',
      });
      expect(res.statusCode).toBe(400);
      expect(jar.cookies.has('portal_session')).toBe(false);
    });

    it('a wrong code verifier', async () => {
      const jar = new CookieJar();
      const { challenge, state } = pkce();
      const cb = await authorize(ctx.app, jar, {
        email: 'member@demo.example',
        password: 'demo',
        state,
        challenge,
      });
      const res = await redeem(ctx.app, jar, {
        ...cb,
        codeVerifier: pkce().verifier,
        clientId: 'portal-web',
      });
      expect(res.statusCode).toBe(400);
      expect(jar.cookies.has('portal_session')).toBe(false);
    });

    it('a wrong issuer or client id', async () => {
      const jar = new CookieJar();
      const { verifier, challenge, state } = pkce();
      const cb = await authorize(ctx.app, jar, {
        email: 'member@demo.example',
        password: 'demo',
        state,
        challenge,
      });
      const wrongIss = await redeem(ctx.app, jar, {
        ...cb,
        iss: 'http://evil.example/oidc',
        codeVerifier: verifier,
        clientId: 'portal-web',
      });
      expect(wrongIss.statusCode).toBe(400);
      const wrongClient = await redeem(ctx.app, jar, {
        ...cb,
        state: pkce().state,
        codeVerifier: verifier,
        clientId: 'other',
      });
      expect(wrongClient.statusCode).toBe(400);
    });

    it('a nonce other than the one sent in the authorization request, or the state in its place', async () => {
      const { verifier, challenge, state } = pkce();
      const jar = new CookieJar();
      const cb = await authorize(ctx.app, jar, {
        email: 'member@demo.example',
        password: 'demo',
        state,
        challenge,
      });
      // The nonce is its own value; the state in its place is refused, as any other.
      for (const nonce of [state, pkce().state]) {
        const res = await redeem(ctx.app, jar, {
          ...cb,
          nonce,
          codeVerifier: verifier,
          clientId: 'portal-web',
        });
        expect(res.statusCode).toBe(400);
      }
      const { nonce: _dropped, ...withoutNonce } = cb;
      const missing = await redeem(ctx.app, jar, {
        ...withoutNonce,
        codeVerifier: verifier,
        clientId: 'portal-web',
      });
      expect(missing.statusCode).toBe(400);
    });

    it('an authorization request without PKCE', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/oidc/auth?${new URLSearchParams({ client_id: 'portal-web', response_type: 'code', redirect_uri: `http://${HOST}/auth`, scope: 'openid', state: pkce().state })}`,
        headers: { host: HOST },
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/error=invalid_request/);
    });
  });

  it('answers 401 once the idle or the absolute timeout has passed', async () => {
    const idle = await signIn(ctx.app, 'specialist@demo.example');
    await ctx.database.db.execute(
      sql`update sessions set idle_expires_at = now() - interval '1 second' where user_id = ${idle.info.sub}`,
    );
    expect((await sessionInfo(idle.jar)).statusCode).toBe(401);

    const absolute = await signIn(ctx.app, 'specialist@demo.example');
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${absolute.info.sub}`,
    );
    const expired = await sessionInfo(absolute.jar);
    expect(expired.statusCode).toBe(401);
    // The page's hint goes with the session, so it stops asking.
    expect(String(expired.headers['set-cookie'])).toMatch(/portal_signed_in=;/);
  });

  it('refreshes the idle timeout on sessionInfo', async () => {
    const s = await signIn(ctx.app, 'specialist@demo.example');
    await ctx.database.db.execute(
      sql`update sessions set idle_expires_at = now() + interval '10 seconds' where user_id = ${s.info.sub}`,
    );
    const res = await sessionInfo(s.jar);
    expect(res.json().exp).toBeGreaterThan(Math.floor(Date.now() / 1000) + 60);
  });

  it('does not write the session on every read while the idle timeout has barely moved', async () => {
    const s = await signIn(ctx.app, 'member@demo.example');
    const lastSeen = async () => {
      const result = (await ctx.database.db.execute(
        sql`select last_seen_at::text as "lastSeenAt" from sessions where user_id = ${s.info.sub}`,
      )) as { rows: { lastSeenAt: string }[] };
      return result.rows[0]?.lastSeenAt;
    };
    const before = await lastSeen();
    expect(before).toBeTruthy();
    expect((await sessionInfo(s.jar)).statusCode).toBe(200);
    expect((await sessionInfo(s.jar)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(before);
  });

  describe('token-exchange and CSRF', () => {
    it('switches the region with the CSRF token', async () => {
      const s = await signIn(ctx.app, 'admin@demo.example');
      const res = await s.request('POST', '/api/v1/token-exchange', { payload: { region: 'scylla:de' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().scope.region).toBe('scylla:de');
      expect(res.json().regionDisplayName).toBe('Europe');
      expect((await s.request('GET', '/api/v1/sessionInfo')).json().scope.region).toBe('scylla:de');
    });

    it.each([
      ['missing', undefined],
      ['wrong', 'not-the-token'],
    ])('refuses a %s CSRF token with 403 and changes nothing', async (_, token) => {
      const s = await signIn(ctx.app, 'admin@demo.example');
      const headers: Record<string, string> = { host: HOST, cookie: s.jar.header() };
      if (token) headers['xsrf-token'] = token;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/token-exchange',
        headers,
        payload: { region: 'scylla:de' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('forbidden');
      expect((await s.request('GET', '/api/v1/sessionInfo')).json().scope.region).toBe('scylla:us');
      const logout = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers });
      expect(logout.statusCode).toBe(403);
      expect((await s.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(200);
    });

    it('refuses an unknown region', async () => {
      const s = await signIn(ctx.app, 'admin@demo.example');
      const res = await s.request('POST', '/api/v1/token-exchange', { payload: { region: 'mars:1' } });
      expect(res.statusCode).toBe(400);
    });
  });

  it('logs out: session ended, cookie cleared, tokens revoked and the provider asks for the password again', async () => {
    const s = await signIn(ctx.app, 'dsc@demo.example');
    const count = async (where: ReturnType<typeof sql>) => {
      // Both drivers answer execute() with { rows }; the shared Db type does not say so.
      const result = (await ctx.database.db.execute(
        sql`select count(*)::int as n from oidc_payloads where ${where}`,
      )) as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const providerSessions = sql`type = 'Session' and payload->>'accountId' = ${s.info.sub}`;
    const tokens = sql`type in ('AccessToken', 'RefreshToken') and payload->>'accountId' = ${s.info.sub}`;
    expect(await count(providerSessions)).toBe(1);
    expect(await count(tokens)).toBeGreaterThan(0);

    const res = await s.request('POST', '/api/v1/logout');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/portal_session=;/);
    expect(String(res.headers['set-cookie'])).toMatch(/portal_signed_in=;/);
    expect((await s.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(401);
    expect(await count(providerSessions)).toBe(0);
    expect(await count(tokens)).toBe(0);

    // Same browser (provider cookies kept): a new authorization must show the sign-in form again.
    const { challenge, state } = pkce();
    const params = new URLSearchParams({
      client_id: 'portal-web',
      response_type: 'code',
      redirect_uri: `http://${HOST}/auth`,
      scope: 'openid',
      state,
      nonce: state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/oidc/auth?${params}`,
      headers: { host: HOST, cookie: s.jar.header() },
    });
    expect(again.headers.location).toMatch(/\/oidc\/interaction\//);
  });

  it('serves the values the web needs to build the authorization URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      authorizationEndpoint: 'http://localhost:8080/oidc/auth',
      clientId: 'portal-web',
      redirectUri: 'http://localhost:8080/auth',
      codeChallengeMethod: 'S256',
    });
  });

  it('documents the BFF and identity routes in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/v1/token', '/api/v1/sessionInfo', '/auth/v2/organizations/self']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/oidc'))).toBe(false);
  });
});
