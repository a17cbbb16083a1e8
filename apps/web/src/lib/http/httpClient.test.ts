import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './HttpError.ts';
import { createHttpClient, type HttpErrorEvent, loginUrl } from './httpClient.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastInit(): RequestInit {
  return fetchMock.mock.lastCall![1]!;
}

function lastHeaders(): Headers {
  return new Headers(lastInit().headers);
}

function setup(location = { pathname: '/console/apps', search: '?tab=all' }) {
  const navigate = vi.fn<(url: string) => void>();
  const client = createHttpClient({ navigate, currentLocation: () => location });
  return { client, navigate };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends same-origin requests with cookies', async () => {
    fetchMock.mockResolvedValue(json({}));
    await setup().client.get('/api/v1/flags');
    expect(fetchMock.mock.lastCall![0]).toBe('/api/v1/flags');
    expect(lastInit().credentials).toBe('same-origin');
    expect(lastInit().method).toBe('GET');
  });

  it('sends a plain body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await setup().client.post('/api/v1/telemetry/page-views', { path: '/' });
    expect(lastInit().body).toBe('{"path":"/"}');
    expect(lastHeaders().get('content-type')).toBe('application/json');
  });

  it('sends FormData as it is and lets the browser set its content type', async () => {
    fetchMock.mockResolvedValue(json({}));
    const form = new FormData();
    form.append('name', 'zip');
    await setup().client.post('/apphub/v1/apps', form);
    expect(lastInit().body).toBe(form);
    expect(lastHeaders().has('content-type')).toBe(false);
  });

  it('sets no content type on a request without a body', async () => {
    fetchMock.mockResolvedValue(json({}));
    await setup().client.get('/api/v1/flags');
    expect(lastHeaders().has('content-type')).toBe(false);
  });

  it('adds the query string, skipping empty values', async () => {
    fetchMock.mockResolvedValue(json({}));
    await setup().client.get('/admin/apps', { query: { q: 'a b', page: 2, none: undefined, nil: null } });
    expect(fetchMock.mock.lastCall![0]).toBe('/admin/apps?q=a+b&page=2');
  });

  it('sends no identity headers until configured', async () => {
    fetchMock.mockResolvedValue(json({}));
    await setup().client.get('/x');
    expect([...lastHeaders().keys()]).toEqual([]);
  });

  it('sends the csrf token, authorization and organization id once configured', async () => {
    fetchMock.mockResolvedValue(json({}));
    const { client } = setup();
    client.configure({ csrfToken: 'csrf-1', authorization: 'Bearer t', organizationId: 'org-9' });
    await client.post('/x', {});
    expect(lastHeaders().get('xsrf-token')).toBe('csrf-1');
    expect(lastHeaders().get('authorization')).toBe('Bearer t');
    expect(lastHeaders().get('x-organization-id')).toBe('org-9');
  });

  it('keeps other identity values when one is changed and drops one set to null', async () => {
    fetchMock.mockResolvedValue(json({}));
    const { client } = setup();
    client.configure({ csrfToken: 'csrf-1', organizationId: 'org-9' });
    client.configure({ organizationId: null });
    await client.get('/x');
    expect(lastHeaders().get('xsrf-token')).toBe('csrf-1');
    expect(lastHeaders().has('x-organization-id')).toBe(false);
  });
});

describe('responses', () => {
  it('reads a JSON answer', async () => {
    fetchMock.mockResolvedValue(json({ total: 1 }));
    await expect(setup().client.get('/x')).resolves.toEqual({ total: 1 });
  });

  it('reads a text answer as text', async () => {
    fetchMock.mockResolvedValue(new Response('a,b', { headers: { 'content-type': 'text/csv' } }));
    await expect(setup().client.get('/x')).resolves.toBe('a,b');
  });

  it.each(['image/png', 'application/zip', 'application/pdf', 'audio/mpeg', 'application/gzip'])(
    'reads %s as a Blob',
    async (type) => {
      fetchMock.mockResolvedValue(new Response('bytes', { headers: { 'content-type': type } }));
      const body = await setup().client.get('/x');
      expect(body).toBeInstanceOf(Blob);
      expect(await (body as Blob).text()).toBe('bytes');
    },
  );

  it('gives an empty string for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(setup().client.post('/x', {})).resolves.toBe('');
  });

  it('gives an empty string for an empty JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('', { headers: { 'content-type': 'application/json' } }));
    await expect(setup().client.get('/x')).resolves.toBe('');
  });

  it('gives {} for invalid JSON on DELETE', async () => {
    fetchMock.mockResolvedValue(new Response('deleted', { headers: { 'content-type': 'application/json' } }));
    await expect(setup().client.delete('/x')).resolves.toEqual({});
  });

  it('fails with an HttpError on invalid JSON on other methods', async () => {
    fetchMock.mockResolvedValue(new Response('{oops', { headers: { 'content-type': 'application/json' } }));
    await expect(setup().client.get('/x')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('errors', () => {
  it("throws an HttpError with the server's code and message", async () => {
    fetchMock.mockResolvedValue(json({ error: 'conflict', message: 'Reference ID taken' }, 409));
    const error = await setup()
      .client.post('/x', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Reference ID taken' });
  });

  it('throws an HttpError with a status code when the error body is not the API shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(setup().client.get('/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
    });
  });

  it('throws a network HttpError with status 0 when the request never got an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(setup().client.get('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('passes an abort through untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(setup().client.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a 401 to the login page with the current path and search', async () => {
    fetchMock.mockResolvedValue(json({ error: 'unauthorized', message: 'Sign in' }, 401));
    const { client, navigate } = setup({ pathname: '/console/apps', search: '?tab=all' });
    await expect(client.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(navigate).toHaveBeenCalledWith('/login?path=%2Fconsole%2Fapps%3Ftab%3Dall');
  });

  it('sends a 401 on the welcome page to the login page without a return path', async () => {
    fetchMock.mockResolvedValue(json({ error: 'unauthorized', message: 'Sign in' }, 401));
    const { client, navigate } = setup({ pathname: '/welcome', search: '' });
    await client.get('/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not redirect a 401 received on the login page itself', async () => {
    fetchMock.mockResolvedValue(json({ error: 'unauthorized', message: 'Sign in' }, 401));
    const { client, navigate } = setup({ pathname: '/login', search: '?path=%2F' });
    await client.get('/x').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  /** A 401 for a request sent from `sentFrom` and answered once the user is on `answeredOn`. */
  async function late401(sentFrom: string, answeredOn: string) {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const location = { pathname: sentFrom, search: '' };
    const { client, navigate } = setup(location);
    const pending = client.get('/auth/v1/users/self').catch(() => undefined);
    location.pathname = answeredOn;
    answer(json({ error: 'unauthorized', message: 'Sign in' }, 401));
    await pending;
    return navigate;
  }

  it('does not redirect a 401 of a request sent from the sign-out page, even one answered after it was left', async () => {
    // Sign-out done, the app moved on to the about page before the answer came.
    expect(await late401('/logout', '/about')).not.toHaveBeenCalled();
  });

  it('does not redirect a 401 of a request sent from a sign-in callback, whose new session replaces the old', async () => {
    expect(await late401('/auth', '/auth')).not.toHaveBeenCalled();
    expect(await late401('/orchestrate/auth', '/orchestrate')).not.toHaveBeenCalled();
  });

  it('returns a 401 to the page the request was sent from', async () => {
    expect(await late401('/console/apps', '/logout')).toHaveBeenCalledWith('/login?path=%2Fconsole%2Fapps');
  });

  it('sends a 403 to the forbidden page', async () => {
    fetchMock.mockResolvedValue(json({ error: 'forbidden', message: 'No' }, 403));
    const { client, navigate } = setup();
    await client.get('/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/forbidden');
  });

  it('does not navigate on other error statuses', async () => {
    fetchMock.mockResolvedValue(json({ error: 'not_found', message: 'Gone' }, 404));
    const { client, navigate } = setup();
    await client.get('/x').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells every global error listener about an error status', async () => {
    fetchMock.mockResolvedValue(json({ error: 'not_found', message: 'Gone' }, 404));
    const { client } = setup();
    const events: HttpErrorEvent[] = [];
    client.onError((event) => events.push(event));
    await client.delete('/apphub/v1/apps/1').catch(() => undefined);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ method: 'DELETE', path: '/apphub/v1/apps/1', error: { status: 404 } });
  });

  it('stops telling a listener once it unsubscribed', async () => {
    fetchMock.mockResolvedValue(json({ error: 'internal', message: 'Oops' }, 500));
    const { client } = setup();
    const listener = vi.fn();
    const unsubscribe = client.onError(listener);
    unsubscribe();
    await client.get('/x').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  it('still throws the HttpError to the caller when a listener breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json({ error: 'internal', message: 'Oops' }, 500));
    const { client } = setup();
    client.onError(() => {
      throw new Error('listener bug');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500 });
  });

  it('leaves an excluded status to the caller: no redirect and no global event', async () => {
    fetchMock.mockResolvedValue(json({ error: 'forbidden', message: 'No deploy' }, 403));
    const { client, navigate } = setup();
    const listener = vi.fn();
    client.onError(listener);
    await expect(
      client.post('/aos/v1/deploy', {}, { excludeFromGlobalHandling: [403] }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('still handles statuses that were not excluded', async () => {
    fetchMock.mockResolvedValue(json({ error: 'unauthorized', message: 'Sign in' }, 401));
    const { client, navigate } = setup();
    await client.post('/aos/v1/deploy', {}, { excludeFromGlobalHandling: [403] }).catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?path=/));
  });

  it('leaves every status to the caller when all are excluded', async () => {
    fetchMock.mockResolvedValue(json({ error: 'unauthorized', message: 'Sign in' }, 401));
    const { client, navigate } = setup();
    await client.get('/x', { excludeFromGlobalHandling: true }).catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('fetchAll', () => {
  it('reads the first page, then the remaining pages in parallel, in order', async () => {
    const resolvers: Array<() => void> = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const start = Number(url.searchParams.get('start'));
      const data = Array.from({ length: Math.min(100, 250 - start) }, (_, i) => start + i);
      if (start === 0) return json({ total: 250, data });
      // Later pages wait until both were requested: they only resolve if asked for in parallel.
      await new Promise<void>((resolve) => {
        resolvers.push(resolve);
        if (resolvers.length === 2) for (const r of resolvers) r();
      });
      return json({ total: 250, data });
    });
    const all = await setup().client.fetchAll<number>('/auth/v2/organizations/o/members');
    expect(all).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/auth/v2/organizations/o/members?start=0&length=100',
      '/auth/v2/organizations/o/members?start=100&length=100',
      '/auth/v2/organizations/o/members?start=200&length=100',
    ]);
  });

  it('makes one call when the first page holds everything', async () => {
    fetchMock.mockResolvedValue(json({ total: 2, data: ['a', 'b'] }));
    await expect(setup().client.fetchAll('/x')).resolves.toEqual(['a', 'b']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the given page size, query and offset/limit names', async () => {
    fetchMock.mockResolvedValue(json({ total: 0, data: [] }));
    await setup().client.fetchAll('/auth/v1/regions', {
      pageSize: 20,
      paging: 'offset-limit',
      query: { q: 'x' },
    });
    expect(fetchMock.mock.lastCall![0]).toBe('/auth/v1/regions?q=x&offset=0&limit=20');
  });

  it('fails when the answer is not a page', async () => {
    fetchMock.mockResolvedValue(json([1, 2]));
    await expect(setup().client.fetchAll('/x')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('loginUrl', () => {
  it('encodes the whole return path', () => {
    expect(loginUrl('/search', '?q=a&b=c')).toBe('/login?path=%2Fsearch%3Fq%3Da%26b%3Dc');
  });
});

describe('raw requests (the API explorers)', () => {
  it('answers any status with its headers and text, without the portal identity', async () => {
    const calls: [string, RequestInit][] = [];
    const client = createHttpClient({
      fetch: async (input, init) => {
        calls.push([String(input), init!]);
        return new Response('{"error":"forbidden"}', { status: 403, headers: { 'x-request-id': 'r1' } });
      },
    });
    client.configure({ csrfToken: 'csrf', organizationId: 'org' });
    const answer = await client.raw('GET', '/sandbox/acme_sb/api/workers/v1/workers', {
      headers: { authorization: 'Bearer t' },
    });
    expect(answer).toMatchObject({ status: 403, body: '{"error":"forbidden"}' });
    expect(answer.headers).toContainEqual(['x-request-id', 'r1']);
    expect(calls[0]![1]).toMatchObject({ credentials: 'omit', headers: { authorization: 'Bearer t' } });
  });

  it("sends the signed-in user's cookies and identity headers when asked (the portal's own APIs)", async () => {
    const calls: [string, RequestInit][] = [];
    const client = createHttpClient({
      fetch: async (input, init) => {
        calls.push([String(input), init!]);
        return new Response('{"total":0,"data":[]}', { status: 200 });
      },
    });
    client.configure({ csrfToken: 'csrf', organizationId: 'org' });
    const answer = await client.raw('DELETE', '/sub-api/v1/copilot/history', {
      headers: {},
      asSignedInUser: true,
    });
    expect(answer.status).toBe(200);
    const headers = new Headers(calls[0]![1].headers);
    expect(calls[0]![1].credentials).toBe('same-origin');
    expect(headers.get('xsrf-token')).toBe('csrf');
    expect(headers.get('x-organization-id')).toBe('org');
  });

  it('refuses anything but a path of this origin', async () => {
    const client = createHttpClient({ fetch: async () => new Response('') });
    await expect(client.raw('GET', 'https://evil.example/x', { headers: {} })).rejects.toThrow('this origin');
    await expect(client.raw('GET', '//evil.example/x', { headers: {} })).rejects.toThrow('this origin');
  });
});

describe('streams', () => {
  it('hands over the body of a streamed answer with the identity headers sent', async () => {
    fetchMock.mockResolvedValue(
      new Response('event: chunk\ndata: {"text":"hi"}\n\n', {
        headers: { 'content-type': 'text/event-stream' },
      }),
    );
    const { client } = setup();
    client.configure({ csrfToken: 'csrf', organizationId: 'org-1' });
    const body = await client.stream('POST', '/sub-api/v1/copilot/chat', { body: { question: 'hi' } });
    expect(await new Response(body).text()).toBe('event: chunk\ndata: {"text":"hi"}\n\n');
    expect(lastHeaders().get('xsrf-token')).toBe('csrf');
    expect(lastHeaders().get('x-organization-id')).toBe('org-1');
    expect(lastInit().body).toBe('{"question":"hi"}');
  });

  it('throws an error status as any request does, before anything is read', async () => {
    fetchMock.mockResolvedValue(json({ error: 'rate_limited', message: 'Slow down.' }, 429));
    const error = await setup()
      .client.stream('POST', '/sub-api/v1/copilot/chat', { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
  });
});
