import type {
  Endpoint,
  EndpointBodyInput,
  EndpointParamsInput,
  EndpointQueryInput,
  EndpointResponse,
} from '@portal/contracts';
import { type HttpClient, http, type QueryValue, type RequestOptions } from './httpClient.ts';

/** A body the endpoint has no schema for: a multipart form or a file, sent as it is. */
type RawBody = FormData | Blob;

type NoValue = Record<never, never>;

/** Each part the endpoint's schemas name is required (or optional when the schema allows no value). */
type Part<Name extends string, Value> = [Value] extends [undefined]
  ? { [K in Name]?: undefined }
  : NoValue extends Value
    ? { [K in Name]?: Value }
    : { [K in Name]: Value };

export type ApiOptions<E extends Endpoint> = Omit<RequestOptions, 'body' | 'query'> &
  Part<'params', EndpointParamsInput<E>> &
  Part<'query', EndpointQueryInput<E>> &
  ([EndpointBodyInput<E>] extends [undefined] ? { body?: RawBody } : Part<'body', EndpointBodyInput<E>>);

/**
 * What a call reads: a file's bytes as the client reads their media type (responseBody.ts: text as a
 * string, a zip, image, pdf or archive as a Blob), else the response schema's output.
 */
export type ApiResponse<E extends Endpoint> = E extends { readonly file: infer Type extends string }
  ? Type extends `text/${string}`
    ? string
    : Blob
  : EndpointResponse<E>;

type LooseOptions = Omit<RequestOptions, 'query'> & { params?: unknown; query?: unknown };

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.entries(value) : [];

type Args<E extends Endpoint> =
  NoValue extends ApiOptions<E> ? [options?: ApiOptions<E>] : [options: ApiOptions<E>];

const isQueryValue = (value: unknown): value is QueryValue =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** The query as the client sends it: the schemas' inputs are flat values, anything else is refused. */
function queryOf(query: unknown): Record<string, QueryValue> {
  const flat: Record<string, QueryValue> = {};
  for (const [name, value] of entriesOf(query)) {
    if (!isQueryValue(value)) throw new Error(`the query parameter ${name} is not a flat value`);
    flat[name] = value;
  }
  return flat;
}

/** `/a/:id/b` with `{ id }`: each segment encoded, a missing one refused before the request leaves. */
export function endpointPath(path: string, params: unknown): string {
  const values = new Map(entriesOf(params));
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values.get(name);
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The client's request for a call: the endpoint's method, its path with the parameters, the options. */
function requestOf(endpoint: Endpoint, options: LooseOptions = {}) {
  // Read loosely: the types of the callers have already held them to the endpoint's schemas.
  const { params, query, body, ...rest } = options;
  const path = endpointPath(endpoint.path, params);
  return [
    endpoint.method,
    path,
    { ...rest, body, query: query === undefined ? undefined : queryOf(query) },
  ] as const;
}

/**
 * Calls an endpoint of the table by name (packages/contracts/src/endpoints), through the one http
 * client: its path, method and types come from the table, so a changed path or schema fails the type
 * check here as on the server. Pass a client to use another than the app's (tests).
 */
export function createApi(client: HttpClient) {
  return function api<E extends Endpoint>(endpoint: E, ...[options]: Args<E>): Promise<ApiResponse<E>> {
    return client.request<ApiResponse<E>>(...requestOf(endpoint, options));
  };
}

export const api = createApi(http);

/** Calls an endpoint whose answer is read as it arrives (server-sent events): the body's byte stream. */
export function createApiStream(client: HttpClient) {
  return function apiStream<E extends Endpoint>(endpoint: E, ...[options]: Args<E>) {
    return client.stream(...requestOf(endpoint, options));
  };
}

export const apiStream = createApiStream(http);

/** What one item of a paged answer (`{ total, data }`) is. */
type PageItem<E extends Endpoint> =
  EndpointResponse<E> extends { data: readonly (infer Item)[] } ? Item : never;

/**
 * Reads every page of a paged list endpoint (`{ total, data }`) and joins them, as `http.fetchAll`
 * does: the paging parameters are the client's, the rest of the call is the endpoint's.
 */
export function createApiAll(client: HttpClient) {
  return function apiAll<E extends Endpoint>(endpoint: E, ...[options]: Args<E>): Promise<PageItem<E>[]> {
    const [, path, rest] = requestOf(endpoint, options);
    const { body: _body, ...fetchOptions } = rest;
    return client.fetchAll<PageItem<E>>(path, fetchOptions);
  };
}

export const apiAll = createApiAll(http);
