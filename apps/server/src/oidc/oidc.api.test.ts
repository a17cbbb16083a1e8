import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, HOST, pkce } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { seedIdentityDemo } from '../seed/identityDemo.ts';
import { oidcRepository } from './oidc.repository.ts';
import { loadProviderSecrets } from './secrets.ts';

describe('embedded OpenID provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  const get = (url: string, jar?: CookieJar) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: HOST, ...(jar ? { cookie: jar.header() } : {}) } });

  /** Starts an authorization and returns the sign-in page path with its cookies. */
  async function startSignIn() {
    const jar = new CookieJar();
    const { challenge, state } = pkce();
    const params = new URLSearchParams({
      client_id: 'portal-web',
      response_type: 'code',
      redirect_uri: `http://${HOST}/auth`,
      scope: 'openid email profile offline_access',
      state,
      nonce: state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const res = await get(`/oidc/auth?${params}`);
    jar.store(res);
    return { jar, path: new URL(res.headers.location as string, `http://${HOST}`).pathname };
  }

  const postLogin = (path: string, jar: CookieJar, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${path}/login`,
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
      remoteAddress: '203.0.113.7',
    });

  it('publishes discovery with endpoints under PUBLIC_URL/oidc', async () => {
    const res = await get('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe('http://localhost:8080/oidc');
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
      'revocation_endpoint',
    ]) {
      expect(doc[key]).toMatch(/^http:\/\/localhost:8080\/oidc\//);
    }
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('advertises only what its one client may use: the code flow, Basic, no PAR, no DPoP', async () => {
    const doc = (await get('/oidc/.well-known/openid-configuration')).json();
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic']);
    expect(doc).not.toHaveProperty('token_endpoint_auth_signing_alg_values_supported');
    expect(doc.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(doc).not.toHaveProperty('pushed_authorization_request_endpoint');
    expect(doc).not.toHaveProperty('require_pushed_authorization_requests');
    expect(doc).not.toHaveProperty('dpop_signing_alg_values_supported');
  });

  it('takes the URLs it publishes from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      expect(res.json().authorization_endpoint).toBe('http://localhost:8080/oidc/auth');
    }
  });

  it('publishes only public signing keys', async () => {
    const res = await get('/oidc/jwks');
    expect(res.statusCode).toBe(200);
    const { keys } = res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(secret);
  });

  it('keeps its keys and client secret in the database across restarts', async () => {
    const repo = oidcRepository(ctx.database.db);
    const again = await loadProviderSecrets(repo);
    const rows = (await ctx.database.db.execute(sql`select name from oidc_secrets order by name`)) as {
      rows: { name: string }[];
    };
    expect(rows.rows.map((r) => r.name)).toEqual(['cookie_keys', 'jwks', 'portal_client_secret']);
    const kid = (await get('/oidc/jwks')).json().keys[0].kid;
    expect(again.jwks.keys[0]?.kid).toBe(kid);
  });

  it('shows an accessible sign-in page without inline script', async () => {
    const { jar, path } = await startSignIn();
    expect(path).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const res = await get(path, jar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = res.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/oidc\/assets\/signin.css">/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/style=/);
    // SEED_DEMO is off in tests: no demo hint.
    expect(html).not.toMatch(/Demo accounts/);
    const css = await get('/oidc/assets/signin.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('shows the error and keeps the email after a wrong password', async () => {
    const { jar, path } = await startSignIn();
    const res = await postLogin(path, jar, 'member@demo.example', 'wrong');
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatch(/role="alert">The email or password is incorrect./);
    expect(res.body).toMatch(/value="member@demo.example"/);
    expect(res.body).toMatch(/aria-invalid="true"/);
  });

  it('refuses with 429 after repeated wrong passwords for one account and address', async () => {
    const { jar, path } = await startSignIn();
    for (let i = 0; i < 5; i++) {
      expect((await postLogin(path, jar, 'specialist@demo.example', `wrong-${i}`)).statusCode).toBe(401);
    }
    const blocked = await postLogin(path, jar, 'specialist@demo.example', 'demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatch(/Too many failed sign-in attempts/);
    // Another account from the same address is not locked by it.
    expect((await postLogin(path, jar, 'developer@demo.example', 'demo')).statusCode).toBe(303);
  });

  it('checks at most 5 of 29 parallel wrong passwords (the limit was raced)', async () => {
    const { jar, path } = await startSignIn();
    const answers = await Promise.all(
      Array.from({ length: 29 }, (_, i) => postLogin(path, jar, 'dsc@demo.example', `guess-${i}`)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
  });

  it('answers an unknown or expired interaction with a page, not a crash', async () => {
    const res = await get('/oidc/interaction/not-a-real-uid');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/This sign-in page has expired/);
  });

  it('stores its state in the database, not in memory', async () => {
    await startSignIn();
    const rows = (await ctx.database.db.execute(
      sql`select count(*)::int as n from oidc_payloads where type = 'Interaction'`,
    )) as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
  });

  it("renders the provider's own errors in the portal's look, under the site CSP", async () => {
    const res = await get('/oidc/auth?client_id=unknown&response_type=code&scope=openid');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/oidc\/assets\/signin.css">/);
    expect(res.body).not.toMatch(/<script/i);
  });
});
