import type { Tenant, TenantConsent, TenantToken, TenantTokenScope } from '@portal/contracts';
import { vi } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { acme } from '../shared/apps/appsTestApi.ts';

/** A call the tenants page made: the network is stubbed, not our modules (STYLE.md 12). */
export type TenantsApiCall = { method: string; path: string; body: unknown };
type Handler = (call: TenantsApiCall) => Response | Promise<Response>;

export function demoTenant(index: number, partial: Partial<Tenant> = {}): Tenant {
  return {
    id: `00000000-0000-4000-f000-${String(index).padStart(12, '0')}`,
    organizationId: acme.organizationUuid,
    name: `acme_${index}`,
    environment: 'Development',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...partial,
  };
}

/** A token for `tenant` that expires `ms` after the (possibly fake) clock's now. */
export function demoToken(tenant: Tenant, ms: number): TenantToken {
  return {
    access_token: `ptt_${tenant.name}`,
    token_type: 'Bearer',
    expires_in: Math.round(ms / 1000),
    expires_at: new Date(Date.now() + ms).toISOString(),
    refresh_token: `ptr_${tenant.name}`,
    scope: 'workers.read',
    tenant: tenant.name,
    tenantId: tenant.id,
  };
}

export function demoConsent(tenant: Tenant, scopes: TenantTokenScope[]): TenantConsent {
  return {
    id: `00000000-0000-4000-9000-${tenant.id.slice(-12)}`,
    tenantId: tenant.id,
    tenant: tenant.name,
    scopes,
    grantedAt: '2026-11-20T09:30:00.000Z',
  };
}

/**
 * Stubs the identity API (signed in, Acme selected with `permissions`) and the tenant endpoints the page
 * calls; each handler answers 'METHOD /path' (a pattern may be a regular expression source). The
 * company's tenants and the user's consents answer `tenants` and no consents unless overridden.
 */
export function stubTenantsApi(
  handlers: Record<string, Handler> = {},
  options: { tenants?: Tenant[]; permissions?: string[] } = {},
) {
  const calls: TenantsApiCall[] = [];
  const all: Record<string, Handler> = {
    'GET /auth/v1/organizations/[^/]+/tenants': () =>
      json({ total: options.tenants?.length ?? 0, data: options.tenants ?? [] }),
    'GET /auth/v2/consents': () => json({ data: [] }),
    ...handlers,
  };
  const find = (key: string) =>
    all[key] ?? Object.entries(all).find(([pattern]) => new RegExp(`^${pattern}$`).test(key))?.[1];
  const identity = stubIdentityFetch({
    permissions: { [acme.organizationUuid]: options.permissions ?? ['tenants.read'] },
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = find(`${method} ${url.pathname}`);
    if (!handler) return identity(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return { calls, callsTo };
}
