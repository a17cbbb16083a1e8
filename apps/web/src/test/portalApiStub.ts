import { vi } from 'vitest';
import { demoOrganizations, stubIdentityFetch } from './identityStub.ts';

const acme = demoOrganizations.find((org) => org.associationType === 'PRIMARY')!;

/** A JSON body parsed; any other text (a SOAP envelope) as it was sent. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A call a page made: the network is stubbed, not our modules. */
export type ApiCall = { method: string; path: string; url: URL; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs the identity API (signed in, Acme selected with `permissions`) and the calls `handlers` answer,
 * each keyed 'METHOD /path' (a key may be a regular expression source); any other call goes to the
 * identity stub. Returns the calls made, to check what a page sent.
 */
export function stubPortalApi(handlers: Record<string, ApiHandler>, options: { permissions: string[] }) {
  const calls: ApiCall[] = [];
  const find = (key: string) =>
    handlers[key] ?? Object.entries(handlers).find(([pattern]) => new RegExp(`^${pattern}$`).test(key))?.[1];
  const identity = stubIdentityFetch({ permissions: { [acme.organizationUuid]: options.permissions } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = find(`${method} ${url.pathname}`);
    if (!handler) return identity(input, init);
    const body = typeof init?.body === 'string' ? jsonOrText(init.body) : init?.body;
    const call = { method, path: url.pathname, url, body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return { calls, callsTo };
}
