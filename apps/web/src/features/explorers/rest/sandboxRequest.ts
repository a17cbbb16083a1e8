import type { ExplorerOperation } from '../sandbox/openApiOperations.ts';

/** What the user filled in for one operation: values by parameter name, and the body as typed. */
export type RequestInput = { params: Record<string, string>; body: string };

export type BuiltRequest = {
  method: string;
  /** Same-origin path with the query string: the explorer calls the portal's own sandbox only. */
  url: string;
  query: { name: string; value: string }[];
  body: string | null;
};

export class RequestProblem extends Error {}

/**
 * The request an operation makes on a tenant, built only from the operation's path template under
 * `/sandbox/{tenant}/api/{service}/v{n}`: every path value is encoded as one segment, so nothing a user
 * types can leave the sandbox (the explorers are not an open proxy: docs/product/sandbox.md SANDBOX-10).
 */
export function buildSandboxRequest(
  tenant: string,
  op: ExplorerOperation,
  input: RequestInput,
): BuiltRequest {
  if (!/^[a-z0-9][a-z0-9_-]{0,62}$/.test(tenant)) throw new RequestProblem('tenant');
  const base = `/sandbox/${tenant}/api/${op.service}/v${op.version}`;
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = input.params[name]?.trim() ?? '';
    if (value === '') throw new RequestProblem(`missing:${name}`);
    return encodeURIComponent(value);
  });
  const query = op.parameters
    .filter((param) => param.in === 'query' && (input.params[param.name]?.trim() ?? '') !== '')
    .map((param) => ({ name: param.name, value: input.params[param.name]!.trim() }));
  let body: string | null = null;
  if (op.requestSchema) {
    try {
      body = JSON.stringify(JSON.parse(input.body));
    } catch {
      throw new RequestProblem('body');
    }
  }
  const search = query.length
    ? `?${new URLSearchParams(query.map((q) => [q.name, q.value])).toString()}`
    : '';
  const url = `${base}${path}${search}`;
  // Belt and braces: whatever the template held, the result stays a path of this origin's sandbox.
  if (!url.startsWith(`/sandbox/${tenant}/api/`) || url.includes('//') || url.includes('..'))
    throw new RequestProblem('url');
  return { method: op.method, url, query, body };
}
