import type { FastifyInstance } from 'fastify';

type FetchOptions = { method?: string; headers?: Record<string, string>; body?: unknown };

/**
 * A fetch that sends a standard client's requests (openid-client's `customFetch`) into the app with
 * inject, so a third-party library talks to the real routes without a listening port.
 */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, options: FetchOptions = {}): Promise<Response> => {
    const target = new URL(url);
    const res = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host, ...options.headers },
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
