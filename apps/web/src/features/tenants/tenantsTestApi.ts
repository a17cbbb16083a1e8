import type { Tenant, TenantConsent, TenantToken, TenantTokenScope } from '@portal/contracts';
import { acme } from '../../test/appsTestApi.ts';
import { json } from '../../test/identityStub.ts';
import { type ApiCall, type ApiHandler, stubPortalApi } from '../../test/portalApiStub.ts';

export type TenantsApiCall = ApiCall;
type Handler = ApiHandler;

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
  const all: Record<string, Handler> = {
    'GET /auth/v1/organizations/[^/]+/tenants': () =>
      json({ total: options.tenants?.length ?? 0, data: options.tenants ?? [] }),
    'GET /auth/v1/tenants/[^/]+/consentCheck': () => json({ missingScopes: [] }),
    'GET /auth/v2/consents': () => json({ data: [] }),
    'GET /auth/v2/clientConsents': () => json({ data: [] }),
    ...handlers,
  };
  return stubPortalApi(all, { permissions: options.permissions ?? ['tenants.read'] });
}
