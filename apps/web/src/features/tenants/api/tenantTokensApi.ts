import {
  clientConsentsEndpoints,
  type TenantTokenScope,
  tenantsEndpoints,
  tenantTokensEndpoints,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

/** The tenant page's own refusals (consent needed, limits, a tenant in use) are shown where they happen. */
const own = { excludeFromGlobalHandling: [400, 401, 403, 404, 409] };

/** Tenant configuration, consents, tenant tokens and the provisioner (docs/identity-api.md). */
export const tenantTokensApi = {
  config: (id: string, signal?: AbortSignal) =>
    api(tenantTokensEndpoints.getTenantConfig, { params: { id }, signal, ...own }),
  revoke: (token: string) => api(tenantTokensEndpoints.revokeToken, { body: { token }, ...own }),
  consents: (signal?: AbortSignal) => api(tenantTokensEndpoints.listTenantConsents, { signal, ...own }),
  grant: (tenantId: string, scopes: TenantTokenScope[]) =>
    api(tenantTokensEndpoints.grantTenantConsent, { body: { tenantId, scopes }, ...own }),
  withdraw: (id: string) => api(tenantTokensEndpoints.withdrawTenantConsent, { params: { id }, ...own }),
  appConsents: (signal?: AbortSignal) =>
    api(clientConsentsEndpoints.listMyClientConsents, { signal, ...own }),
  withdrawAppConsent: (clientId: string, id: string) =>
    api(clientConsentsEndpoints.withdrawClientConsent, { params: { id: clientId, consentId: id }, ...own }),
  provision: (name: string) => api(tenantsEndpoints.provisionTenant, { body: { name }, ...own }),
  deprovision: (id: string) => api(tenantsEndpoints.deprovisionTenant, { params: { id }, ...own }),
  resetPassword: (id: string) => api(tenantsEndpoints.resetTenantPassword, { params: { id }, ...own }),
};

export const tenantTokenKeys = {
  config: (id: string) => ['tenants', 'config', id] as const,
  consents: (organizationId: string) => ['tenants', 'consents', organizationId] as const,
  appConsents: (organizationId: string) => ['tenants', 'appConsents', organizationId] as const,
};

export function tenantConfigQueryOptions(id: string) {
  return queryOptions({
    queryKey: tenantTokenKeys.config(id),
    queryFn: ({ signal }) => tenantTokensApi.config(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function consentsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: tenantTokenKeys.consents(organizationId),
    queryFn: ({ signal }) => tenantTokensApi.consents(signal),
  });
}

export function appConsentsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: tenantTokenKeys.appConsents(organizationId),
    queryFn: ({ signal }) => tenantTokensApi.appConsents(signal),
  });
}
