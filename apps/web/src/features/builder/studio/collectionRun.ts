import {
  COLLECTION_PLACEHOLDER,
  type CollectionComponent,
  type CollectionRequest,
  isSandboxPath,
} from '@portal/contracts';

export type BuiltCollectionRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};

export class CollectionRunProblem extends Error {}

/** The variables' values: what the user typed for the run, else each variable's default. */
export function variableValues(collection: CollectionComponent, typed: Record<string, string>) {
  return Object.fromEntries(
    (collection.variables ?? []).map((v) => [v.name, typed[v.name] ?? v.default ?? '']),
  );
}

const fill = (text: string, values: Record<string, string>, encode: (value: string) => string) =>
  text.replace(COLLECTION_PLACEHOLDER, (_match, name: string) => {
    if (!(name in values)) throw new CollectionRunProblem(`unknown:${name}`);
    return encode(values[name]!);
  });

function fillBody(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') return fill(value, values, (v) => v);
  if (Array.isArray(value)) return value.map((item) => fillBody(item, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillBody(v, values)]));
  return value;
}

/**
 * The request as sent to the tenant's sandbox: `/sandbox/{tenant}` + the request's path with each value
 * encoded as one segment, so nothing a variable holds can leave the sandbox (as the REST explorer).
 */
export function buildCollectionRequest(
  tenant: string,
  request: CollectionRequest,
  values: Record<string, string>,
): BuiltCollectionRequest {
  if (!/^[a-z0-9][a-z0-9_-]{0,62}$/.test(tenant)) throw new CollectionRunProblem('tenant');
  if (!isSandboxPath(request.path)) throw new CollectionRunProblem('path');
  const path = fill(request.path, values, encodeURIComponent);
  // A value of '.' or '..' (which encoding keeps) would climb out of the API once the URL is resolved.
  if (path.split('/').some((segment, i) => i > 0 && (segment === '' || segment === '.' || segment === '..')))
    throw new CollectionRunProblem('path');
  const query = (request.query ?? []).map((q) => [q.name, fill(q.value, values, (v) => v)]);
  const search = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  const headers = Object.fromEntries(
    (request.headers ?? []).map((h) => [h.name, fill(h.value, values, (v) => v)]),
  );
  const hasBody = request.body !== undefined && request.method !== 'GET';
  return {
    method: request.method,
    url: `/sandbox/${tenant}${path}${search}`,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { body: JSON.stringify(fillBody(request.body, values)) } : {}),
  };
}

/** Passed when the answer has the expected status; null when the request expects none. */
export const outcomeOf = (request: CollectionRequest, status: number): boolean | null =>
  request.expectedStatus === undefined ? null : request.expectedStatus === status;
