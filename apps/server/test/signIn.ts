import { createHash, randomBytes } from 'node:crypto';
import type { SessionInfo } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A tiny cookie jar: enough for the provider's interaction cookies and the portal's session cookie. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(res: LightMyRequestResponse): void {
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export const base64url = (b: Buffer) => b.toString('base64url');

export function pkce() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(24));
  return { verifier, challenge, state };
}

export const HOST = 'localhost:8080';

async function get(app: FastifyInstance, jar: CookieJar, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie: jar.header() } });
  jar.store(res);
  return res;
}

function pathOf(location: string): string {
  const url = new URL(location, `http://${HOST}`);
  return `${url.pathname}${url.search}`;
}

/** Drives authorize → sign-in form → (implied consent) → callback, and returns the callback parameters. */
export async function authorize(
  app: FastifyInstance,
  jar: CookieJar,
  opts: {
    email: string;
    password: string;
    state: string;
    challenge: string;
    nonce?: string;
    /** 'login': as the web sends it for a forced sign-in; the provider must show its sign-in form. */
    prompt?: 'login';
  },
): Promise<{ code: string; state: string; iss: string; nonce: string }> {
  // Its own random value, as the web sends it: the ID token must carry it back.
  const nonce = opts.nonce ?? base64url(randomBytes(24));
  const params = new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    redirect_uri: `http://${HOST}/auth`,
    scope: 'openid email profile offline_access',
    state: opts.state,
    nonce,
    code_challenge: opts.challenge,
    code_challenge_method: 'S256',
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
  });
  let res = await get(app, jar, `/oidc/auth?${params}`);
  if (res.statusCode !== 303) throw new Error(`authorize: ${res.statusCode} ${res.body}`);
  const first = new URL(res.headers.location as string, `http://${HOST}`);
  if (first.pathname === '/auth') {
    if (opts.prompt === 'login') throw new Error('prompt=login: the provider answered without a sign-in');
    return { ...callbackParams(first), nonce };
  }
  const interactionPath = pathOf(res.headers.location as string);
  res = await get(app, jar, interactionPath);
  if (res.statusCode !== 200) throw new Error(`interaction: ${res.statusCode} ${res.body}`);
  res = await app.inject({
    method: 'POST',
    url: `${interactionPath}/login`,
    headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: opts.email, password: opts.password }).toString(),
  });
  jar.store(res);
  if (res.statusCode !== 303) throw new Error(`login: ${res.statusCode}`);
  // Follow the provider's redirects until it sends the browser back to the portal's callback.
  let location = res.headers.location as string;
  for (let hop = 0; hop < 5 && !new URL(location, `http://${HOST}`).pathname.startsWith('/auth'); hop++) {
    res = await get(app, jar, pathOf(location));
    if (res.statusCode !== 303 && res.statusCode !== 302)
      throw new Error(`resume: ${res.statusCode} ${res.body}`);
    location = res.headers.location as string;
  }
  return { ...callbackParams(new URL(location, `http://${HOST}`)), nonce };
}

function callbackParams(callback: URL) {
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    iss: callback.searchParams.get('iss') ?? '',
  };
}

export async function redeem(
  app: FastifyInstance,
  jar: CookieJar,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: { host: HOST, cookie: jar.header() },
    payload: body,
  });
  jar.store(res);
  return res;
}

/**
 * The web's sign-in into `jar` (the provider's cookies and the portal's session cookie), with the web's
 * `prompt=login` when given; the BFF's answer, whose new session replaces the jar's old one.
 */
export async function signInInto(
  app: FastifyInstance,
  jar: CookieJar,
  email: string,
  opts: { password?: string; prompt?: 'login' } = {},
): Promise<LightMyRequestResponse> {
  const { verifier, challenge, state } = pkce();
  const callback = await authorize(app, jar, {
    email,
    password: opts.password ?? 'demo',
    state,
    challenge,
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
  });
  return redeem(app, jar, { ...callback, codeVerifier: verifier, clientId: 'portal-web' });
}

/** Full sign-in; returns the jar (holding the session cookie) and the session info. */
export async function signIn(app: FastifyInstance, email: string, password = 'demo') {
  const jar = new CookieJar();
  const res = await signInInto(app, jar, email, { password });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  const info = res.json() as SessionInfo;
  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    extra: { headers?: Record<string, string>; payload?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        host: HOST,
        cookie: jar.header(),
        ...(method === 'GET' ? {} : { 'xsrf-token': info.csrfToken }),
        ...extra.headers,
      },
      ...(extra.payload !== undefined ? { payload: extra.payload as object } : {}),
    });
  return { jar, info, request };
}
