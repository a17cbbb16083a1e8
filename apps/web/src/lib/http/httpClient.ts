import { authCallbackPaths } from '@portal/contracts';
import { HttpError, NETWORK_ERROR_STATUS } from './HttpError.ts';
import { readResponseBody } from './responseBody.ts';
import { type UploadProgressListener, type XhrConstructor, xhrFetch } from './xhrTransport.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** Who is calling: set by the identity work after it reads the session and the selected company. */
export type HttpIdentity = {
  /**
   * The session's csrfToken, sent as `xsrf-token` (docs/product/sign-in.md SIGNIN-9: state changes without it
   * get 403).
   */
  csrfToken: string | null;
  /** The whole authorization header value, e.g. `Bearer <token>`. */
  authorization: string | null;
  /** The selected company, sent as `x-organization-id`. */
  organizationId: string | null;
};

export type RequestOptions = {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page, for telemetry sent while leaving. */
  keepalive?: boolean;
  /**
   * Statuses this call handles itself: no login or forbidden redirect and no global error event for
   * them (docs/product/shell.md SHELL-21: a 403 from deploy is excluded in one variant). `true` excludes
   * every status.
   */
  excludeFromGlobalHandling?: true | readonly number[];
  /** Reports how much of the body is sent (zip uploads); such a request goes over XMLHttpRequest. */
  onUploadProgress?: UploadProgressListener;
};

export type HttpErrorEvent = { error: HttpError; method: HttpMethod; path: string };
type Location = { pathname: string; search: string };

/**
 * Pages where a 401 is the expected answer, not a lost session: on the sign-in page a redirect would
 * loop, and on the sign-out page the session is being ended on purpose (opening /logout
 * directly showed the sign-in page, and signing in went back to /logout). On a sign-in callback the new
 * session replaces the old one while the header's reads of the old one are still out: their 401 sent
 * the user to sign in again, over the callback's own return (seen in Chromium with prompt=login).
 */
const pagesWithout401Redirect: readonly string[] = ['/login', '/logout', ...authCallbackPaths];
export type HttpErrorListener = (event: HttpErrorEvent) => void;

export type FetchAllOptions = Omit<RequestOptions, 'body'> & {
  pageSize?: number;
  /** Paging parameter names: `start`/`length` by default, `offset`/`limit` where an endpoint says so. */
  paging?: 'start-length' | 'offset-limit';
};

export type HttpClientDeps = {
  fetch?: typeof fetch;
  /** A full navigation; tests pass a spy, the shell may pass the router's navigate. */
  navigate?: (url: string) => void;
  /** Where the user is now, for the login return path. */
  currentLocation?: () => Location;
  /** The XMLHttpRequest used for requests with upload progress; tests pass a fake. */
  xhr?: XhrConstructor;
};

export const DEFAULT_PAGE_SIZE = 100;

const noIdentity: HttpIdentity = { csrfToken: null, authorization: null, organizationId: null };

/**
 * Where a 401 sends the user (docs/product/shell.md SHELL-21): the path is kept unless the user is on the
 * welcome page.
 */
export function loginUrl(pathname: string, search: string): string {
  if (pathname === '/welcome') return '/login';
  return `/login?path=${encodeURIComponent(`${pathname}${search}`)}`;
}

function isExcluded(options: RequestOptions, status: number): boolean {
  const excluded = options.excludeFromGlobalHandling;
  return excluded === true || (excluded?.includes(status) ?? false);
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const encoded = params.toString();
  if (!encoded) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${encoded}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readErrorBody(response: Response, method: string): Promise<unknown> {
  try {
    return await readResponseBody(response, method);
  } catch {
    return undefined;
  }
}

/**
 * The one http client of the web app (docs/product/shell.md SHELL-21). Same-origin calls with cookies,
 * identity headers, body reading by content type, paging, and one place where error statuses are
 * turned into redirects and global events. No other module calls `fetch`.
 */
export function createHttpClient(deps: HttpClientDeps = {}) {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const navigate = deps.navigate ?? ((url: string) => window.location.assign(url));
  const currentLocation =
    deps.currentLocation ?? (() => ({ pathname: window.location.pathname, search: window.location.search }));
  const transport = (options: RequestOptions): typeof doFetch => {
    const { onUploadProgress } = options;
    if (!onUploadProgress) return doFetch;
    return (input, init) => xhrFetch(String(input), init ?? {}, onUploadProgress, deps.xhr);
  };
  let identity: HttpIdentity = { ...noIdentity };
  const listeners = new Set<HttpErrorListener>();

  function headersFor(options: RequestOptions): Headers {
    const headers = new Headers();
    if (options.body !== undefined && !isRawBody(options.body))
      headers.set('content-type', 'application/json');
    if (identity.csrfToken) headers.set('xsrf-token', identity.csrfToken);
    if (identity.authorization) headers.set('authorization', identity.authorization);
    if (identity.organizationId) headers.set('x-organization-id', identity.organizationId);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  /** `sentFrom`: where the user was when the request left, which may be a page they have since left. */
  function handleGlobally(event: HttpErrorEvent, sentFrom: Location): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A broken listener must not hide the request's own error from its caller.
        console.error('http error listener failed', error);
      }
    }
    const { status } = event.error;
    if (status === 401) {
      const { pathname, search } = sentFrom;
      if (!pagesWithout401Redirect.includes(pathname)) navigate(loginUrl(pathname, search));
    } else if (status === 403) {
      navigate('/forbidden');
    }
  }

  /** Sends a request; an error status is handled (global events, redirects) and thrown as HttpError. */
  async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    const { body } = options;
    // A copy: where the request left from, whatever the location object does later.
    const sentFrom = { ...currentLocation() };
    let response: Response;
    try {
      response = await transport(options)(withQuery(path, options.query), {
        method,
        credentials: 'same-origin',
        headers: headersFor(options),
        body: body === undefined ? undefined : isRawBody(body) ? body : JSON.stringify(body),
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (error) {
      // Cancellation is the caller's doing (TanStack Query aborts stale queries): pass it through.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new HttpError(NETWORK_ERROR_STATUS, 'network_error', 'Network error', error);
    }
    if (!response.ok) {
      const error = HttpError.fromResponse(
        response.status,
        response.statusText,
        await readErrorBody(response, method),
      );
      if (!isExcluded(options, response.status)) handleGlobally({ error, method, path }, sentFrom);
      throw error;
    }
    return response;
  }

  async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}) {
    const response = await send(method, path, options);
    try {
      return (await readResponseBody(response, method)) as T;
    } catch (cause) {
      throw new HttpError(response.status, 'invalid_response', 'The server sent an unreadable answer', cause);
    }
  }

  async function fetchAll<T>(path: string, options: FetchAllOptions = {}): Promise<T[]> {
    const { pageSize = DEFAULT_PAGE_SIZE, paging = 'start-length', ...rest } = options;
    const [startName, lengthName] = paging === 'offset-limit' ? ['offset', 'limit'] : ['start', 'length'];
    const page = async (start: number) => {
      const query = { ...rest.query, [startName]: start, [lengthName]: pageSize };
      const answer = await request<{ total: number; data: T[] }>('GET', path, { ...rest, query });
      if (typeof answer?.total !== 'number' || !Array.isArray(answer.data)) {
        throw new HttpError(
          200,
          'invalid_response',
          `${path} did not answer a page ({ total, data })`,
          answer,
        );
      }
      return answer;
    };
    const first = await page(0);
    const starts: number[] = [];
    for (let start = pageSize; start < first.total; start += pageSize) starts.push(start);
    const others = await Promise.all(starts.map(page));
    return [first, ...others].flatMap((p) => p.data);
  }

  /**
   * A request shown to the user as it was answered (the API explorers): any status, the headers and the
   * body as text, and how long it took. Same-origin paths only, without the portal's cookies or headers,
   * so it is exactly the call a developer's own code would make; `asSignedInUser` sends them (the
   * portal's own APIs, which the signed-in browser calls, as on /copilot-apis).
   */
  async function raw(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body?: string; asSignedInUser?: boolean },
  ) {
    if (!path.startsWith('/') || path.startsWith('//'))
      throw new Error('raw requests go to this origin only');
    const started = performance.now();
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        credentials: init.asSignedInUser ? 'same-origin' : 'omit',
        headers: init.asSignedInUser ? headersFor({ headers: init.headers }) : init.headers,
        body: init.body,
      });
    } catch (error) {
      throw new HttpError(NETWORK_ERROR_STATUS, 'network_error', 'Network error', error);
    }
    const body = await response.text();
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      body,
      durationMs: Math.round(performance.now() - started),
    };
  }

  return {
    raw,
    /** Merges identity values into the client; `null` clears one (sign-out, company deselected). */
    configure(update: Partial<HttpIdentity>): void {
      identity = { ...identity, ...update };
    },
    /** Subscribes to every error status not excluded by the call; returns the unsubscribe function. */
    onError(listener: HttpErrorListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request,
    /**
     * A request whose answer is read as it arrives (the copilot's server-sent events): headers and error
     * handling as for any request; on success the body's byte stream, for the caller to read.
     */
    async stream(method: HttpMethod, path: string, options: RequestOptions = {}) {
      const response = await send(method, path, options);
      if (!response.body)
        throw new HttpError(response.status, 'invalid_response', 'The server sent no answer to read');
      return response.body;
    },
    get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    fetchAll,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's client. Tests of other modules mock the network (MSW or a stubbed fetch), not this. */
export const http: HttpClient = createHttpClient();
