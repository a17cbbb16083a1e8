import type {
  ClientConsent,
  IntegrationCredentials,
  Tenant,
  TenantConsent,
  TenantTokenScope,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { entitlementsKeys } from '../../account/index.ts';
import { storedToken } from '../storedTokens.ts';
import { type ConnectAnswer, connectTenant } from './connectTenant.ts';
import { tenantsKeys } from './tenantsApi.ts';
import { tenantTokenKeys, tenantTokensApi } from './tenantTokensApi.ts';

/*
 * The tenant pages' writes. Each marks stale what it changes without waiting for the refetch, so the
 * page's own answer (a toast, a closed dialog) comes at once.
 */

/** Connects, or answers the scopes to ask the user's consent to first (connectTenant). */
export function useConnectTenantMutation(events?: MutationEvents<ConnectAnswer, Tenant>) {
  return useMutation({ ...events, mutationFn: (tenant: Tenant) => connectTenant(tenant.id) });
}

type Allow = { tenant: Tenant; scopes: TenantTokenScope[] };

export function useAllowTenantMutation(
  organizationId: string,
  events?: MutationEvents<TenantConsent, Allow>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenant, scopes }: Allow) => tenantTokensApi.grant(tenant.id, scopes),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: tenantTokenKeys.consents(organizationId) });
    }, events),
  });
}

/** Revokes the user's stored token of the tenant, if any; the page forgets it either way. */
export function useDisconnectTenantMutation(events?: MutationEvents<Tenant, Tenant>) {
  return useMutation({
    ...events,
    mutationFn: async (tenant: Tenant) => {
      const token = storedToken(tenant.id, Date.now());
      if (token) await tenantTokensApi.revoke(token.access_token);
      return tenant;
    },
  });
}

export function useWithdrawTenantConsentMutation(
  organizationId: string,
  events?: MutationEvents<unknown, TenantConsent>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: TenantConsent) => tenantTokensApi.withdraw(consent.id),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: tenantTokenKeys.consents(organizationId) });
    }, events),
  });
}

export function useDeprovisionTenantMutation(
  organizationId: string,
  events?: MutationEvents<unknown, Tenant>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenant: Tenant) => tenantTokensApi.deprovision(tenant.id),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: tenantsKeys.company(organizationId) });
      void queryClient.invalidateQueries({ queryKey: tenantTokenKeys.consents(organizationId) });
    }, events),
  });
}

export function useResetTenantPasswordMutation(events?: MutationEvents<IntegrationCredentials, Tenant>) {
  return useMutation({ ...events, mutationFn: (tenant: Tenant) => tenantTokensApi.resetPassword(tenant.id) });
}

/** A new development tenant joins the list and counts against the company's limit, read again. */
export function useProvisionTenantMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tenantTokensApi.provision,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: entitlementsKeys.company(organizationId) });
      void queryClient.invalidateQueries({ queryKey: tenantsKeys.company(organizationId) });
    },
  });
}

export function useWithdrawAppConsentMutation(
  organizationId: string,
  events?: MutationEvents<unknown, ClientConsent>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: ClientConsent) => tenantTokensApi.withdrawAppConsent(consent.client.id, consent.id),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: tenantTokenKeys.appConsents(organizationId) });
    }, events),
  });
}
