import type { SessionInfo } from '@portal/contracts';
import { pkce } from '../signIn.ts';

/** The cookies a browser keeps for one site, fed from real responses (fetch with manual redirects). */
class HttpCookieJar {
  readonly #cookies = new Map<string, string>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export type HttpSession = {
  info: SessionInfo;
  /** The Cookie header a browser would send (for a request built by hand, such as a streamed upload). */
  cookie(): string;
  /** A request with the session cookie (and the CSRF header on writes) to the process at `origin`. */
  request(
    origin: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    extra?: { headers?: Record<string, string>; json?: unknown; body?: Buffer },
  ): Promise<Response>;
};

/**
 * The whole browser sign-in (docs/product/sign-in.md SIGNIN-3) over HTTP against real processes: authorize,
 * the provider's sign-in form, its redirects back to the callback, then the BFF's token endpoint. The steps
 * go to the `origins` in turn (one process, or several as a load balancer without stickiness would send
 * them); `publicUrl` is what the provider's redirects name (the load balancer's address).
 */
export async function signInOverHttp(
  origins: string | string[],
  publicUrl: string,
  email: string,
  password = 'demo',
): Promise<HttpSession> {
  const jar = new HttpCookieJar();
  const turn = [origins].flat();
  let step = 0;
  const next = () => turn[step++ % turn.length]!;
  const local = (location: string) => {
    const url = new URL(location, publicUrl);
    return `${next()}${url.pathname}${url.search}`;
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    return res;
  };
  const { verifier, challenge, state } = pkce();
  const nonce = pkce().state;
  const params = new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    redirect_uri: `${publicUrl}/auth`,
    scope: 'openid email profile offline_access',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let res = await go(`${next()}/oidc/auth?${params}`);
  if (res.status !== 303) throw new Error(`authorize: ${res.status} ${await res.text()}`);
  const interaction = new URL(res.headers.get('location')!, publicUrl).pathname;
  res = await go(`${next()}${interaction}`);
  if (res.status !== 200) throw new Error(`interaction: ${res.status}`);
  res = await go(`${next()}${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (res.status !== 303) throw new Error(`login: ${res.status} ${await res.text()}`);
  let location = res.headers.get('location')!;
  for (let hop = 0; hop < 5 && !new URL(location, publicUrl).pathname.startsWith('/auth'); hop++) {
    res = await go(local(location));
    if (res.status !== 303 && res.status !== 302) throw new Error(`resume: ${res.status}`);
    location = res.headers.get('location')!;
  }
  const callback = new URL(location, publicUrl).searchParams;
  res = await go(`${next()}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code: callback.get('code'),
      state: callback.get('state'),
      iss: callback.get('iss'),
      nonce,
      codeVerifier: verifier,
      clientId: 'portal-web',
    }),
  });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
  const info = (await res.json()) as SessionInfo;
  return {
    info,
    cookie: () => jar.header(),
    request: (target, method, path, extra = {}) =>
      fetch(`${target}${path}`, {
        method,
        headers: {
          cookie: jar.header(),
          ...(method === 'GET' ? {} : { 'xsrf-token': info.csrfToken }),
          ...(extra.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...extra.headers,
        },
        ...(extra.json !== undefined ? { body: JSON.stringify(extra.json) } : {}),
        // A plain Uint8Array is a body under both Node's and the DOM's types (bench/ compiles with DOM).
        ...(extra.body !== undefined ? { body: new Uint8Array(extra.body) } : {}),
      }),
  };
}
