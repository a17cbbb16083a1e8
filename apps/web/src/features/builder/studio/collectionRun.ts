import {
  COLLECTION_PLACEHOLDER,
  type CollectionRequest,
  graphqlErrorMessage,
  graphqlHeaders,
  sandboxPathFormat,
  soap11Headers,
} from '@portal/contracts';
import { faultOf } from '../../explorers/index.ts';

export type BuiltCollectionRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};

export class CollectionRunProblem extends Error {}

const fill = (text: string, values: Record<string, string>, encode: (value: string) => string) =>
  text.replace(COLLECTION_PLACEHOLDER, (_match, name: string) => {
    if (!(name in values)) throw new CollectionRunProblem(`unknown:${name}`);
    return encode(values[name]!);
  });

function fillJson(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') return fill(value, values, (v) => v);
  if (Array.isArray(value)) return value.map((item) => fillJson(item, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, values)]));
  return value;
}

// A value put into an envelope is text, never markup: `<` or `&` in it cannot add elements.
const xmlText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const userHeaders = (request: CollectionRequest, values: Record<string, string>) =>
  Object.fromEntries((request.headers ?? []).map((h) => [h.name, fill(h.value, values, (v) => v)]));

/**
 * The request as sent to the tenant's sandbox, by its format: `/sandbox/{tenant}` + the REST path with each
 * value encoded as one segment (so nothing a variable holds can leave the sandbox, as the REST explorer),
 * a SOAP envelope as text/xml with its SOAPAction, or a GraphQL query with its variables, the last two
 * with the wire format the explorers and the orchestration engine use (contracts' sandboxCalls).
 */
export function buildCollectionRequest(
  tenant: string,
  request: CollectionRequest,
  values: Record<string, string>,
): BuiltCollectionRequest {
  if (!/^[a-z0-9][a-z0-9_-]{0,62}$/.test(tenant)) throw new CollectionRunProblem('tenant');
  const format = request.format ?? 'json';
  if (sandboxPathFormat(request.path) !== format) throw new CollectionRunProblem('path');
  const headers = userHeaders(request, values);
  if (format === 'soap') {
    if (!request.soap?.envelope.trim()) throw new CollectionRunProblem('envelope');
    return {
      method: 'POST',
      url: `/sandbox/${tenant}${request.path}`,
      headers: { ...headers, ...soap11Headers(request.soap.action ?? '') },
      body: fill(request.soap.envelope, values, xmlText),
    };
  }
  if (format === 'graphql') {
    if (!request.graphql?.query.trim()) throw new CollectionRunProblem('query');
    const variables = request.graphql.variables;
    return {
      method: 'POST',
      url: `/sandbox/${tenant}${request.path}`,
      headers: { ...headers, ...graphqlHeaders },
      body: JSON.stringify({
        query: request.graphql.query,
        ...(variables ? { variables: fillJson(variables, values) } : {}),
      }),
    };
  }
  const path = fill(request.path, values, encodeURIComponent);
  // A value of '.' or '..' (which encoding keeps) would climb out of the API once the URL is resolved.
  if (path.split('/').some((segment, i) => i > 0 && (segment === '' || segment === '.' || segment === '..')))
    throw new CollectionRunProblem('path');
  const query = (request.query ?? []).map((q) => [q.name, fill(q.value, values, (v) => v)]);
  const search = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  const hasBody = request.body !== undefined && request.method !== 'GET';
  return {
    method: request.method,
    url: `/sandbox/${tenant}${path}${search}`,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { body: JSON.stringify(fillJson(request.body, values)) } : {}),
  };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The error an answer carries in its body: a SOAP fault, or a GraphQL answer's `errors` (even with a 200). */
export function answerErrorOf(request: CollectionRequest, body: string): string | null {
  if (request.format === 'soap') return faultOf(body);
  if (request.format === 'graphql') return graphqlErrorMessage(readJson(body));
  return null;
}

/**
 * Passed when the answer has the expected status and carries no error; failed when either is wrong; null
 * when the request expects no status and the answer says nothing went wrong.
 */
export const outcomeOf = (request: CollectionRequest, status: number, error: string | null = null) =>
  error !== null ? false : request.expectedStatus === undefined ? null : request.expectedStatus === status;
