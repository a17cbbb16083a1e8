import { authConfigSchema, createAuthorizationRequest, sessionInfoSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

// Ports 8250-8259 are this project's; one per database so both test projects can run at once.
const PORT = process.env.TEST_DB === 'postgres' ? 8253 : 8252;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** What a browser does with cookies, reduced to what this flow needs. */
class Browser {
  private readonly cookies = new Map<string, string>();
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, ORIGIN), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

describe('sign-in round trip over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: ORIGIN, PORT: String(PORT) });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.app.listen({ port: PORT, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('authorize → sign-in form → callback → /api/v1/token → sessionInfo → logout', async () => {
    const browser = new Browser();
    // The web: build the authorization URL from the BFF's config, with state, its own nonce and PKCE.
    const config = authConfigSchema.parse(await (await browser.fetch('/api/v1/auth/config')).json());
    expect(config.authorizationEndpoint).toBe(`${ORIGIN}/oidc/auth`);
    const { url, state, nonce, codeVerifier } = await createAuthorizationRequest(config, {
      redirectUri: config.redirectUri,
    });

    let res = await browser.fetch(url);
    expect(res.status).toBe(303);
    const signInPage = res.headers.get('location')!;
    res = await browser.fetch(signInPage);
    expect(res.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(await res.text())?.[1];
    expect(action).toBe(`${new URL(signInPage, ORIGIN).pathname}/login`);

    res = await browser.fetch(action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'admin@demo.example', password: 'demo' }),
    });
    expect(res.status).toBe(303);
    let location = res.headers.get('location')!;
    // Consent for the first-party portal is implied: the provider goes straight back to the callback.
    while (!location.startsWith(config.redirectUri)) {
      res = await browser.fetch(location);
      expect([302, 303]).toContain(res.status);
      location = res.headers.get('location')!;
    }
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(`${ORIGIN}/oidc`);

    res = await browser.fetch('/api/v1/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        state: callback.searchParams.get('state'),
        code: callback.searchParams.get('code'),
        iss: callback.searchParams.get('iss'),
        nonce,
        codeVerifier,
        clientId: config.clientId,
      }),
    });
    expect(res.status).toBe(200);
    const info = sessionInfoSchema.parse(await res.json());
    expect(browser.has('portal_session')).toBe(true);

    res = await browser.fetch('/api/v1/sessionInfo');
    expect(res.status).toBe(200);
    expect(sessionInfoSchema.parse(await res.json()).sub).toBe(info.sub);

    res = await browser.fetch('/api/v1/logout', {
      method: 'POST',
      headers: { 'xsrf-token': info.csrfToken },
    });
    expect(res.status).toBe(200);
    expect(browser.has('portal_session')).toBe(false);
    expect((await browser.fetch('/api/v1/sessionInfo')).status).toBe(401);
  });
});
