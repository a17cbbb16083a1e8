import type {
  ApiClient,
  ApiClientCreate,
  ApiClientSecret,
  ApiClientUpdate,
  ApiClientWithSecret,
  ClientConsent,
  IntegrationRefreshToken,
  IntegrationRefreshTokenCreated,
} from '@portal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { apiClientsApi } from './apiClientsApi.ts';
import { apiClientKeys } from './keys.ts';

/*
 * The api-clients pages' writes. Each marks stale what it changes without waiting for the refetch, so the
 * page's own answer (a toast, a closed dialog, the next page) comes at once.
 */

/** A changed client: its page shows the answer at once, and everything of the company's clients is read again. */
function clientChanged(queryClient: QueryClient, organizationId: string, changed?: ApiClient) {
  if (changed) queryClient.setQueryData(apiClientKeys.client(organizationId, changed.id), changed);
  void queryClient.invalidateQueries({ queryKey: apiClientKeys.all(organizationId) });
}

export function useCreateApiClientMutation(
  organizationId: string,
  events?: MutationEvents<ApiClientWithSecret, ApiClientCreate>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApiClientCreate) => apiClientsApi.create(request),
    ...refreshing(() => clientChanged(queryClient, organizationId), events),
  });
}

export function useUpdateApiClientMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<ApiClient, ApiClientUpdate>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApiClientUpdate) => apiClientsApi.update(id, request),
    ...refreshing(() => clientChanged(queryClient, organizationId), events),
  });
}

export function useDeleteApiClientMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<null, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClientsApi.remove(id),
    ...refreshing(() => clientChanged(queryClient, organizationId), events),
  });
}

export function useSetApiClientDisabledMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<ApiClient, boolean>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => apiClientsApi.setDisabled(id, disabled),
    ...refreshing((updated) => clientChanged(queryClient, organizationId, updated), events),
  });
}

export function useRotateSecretMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<ApiClientWithSecret, number>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (overlapHours: number) => apiClientsApi.rotate(id, overlapHours),
    ...refreshing((rotated) => clientChanged(queryClient, organizationId, rotated.client), events),
  });
}

export function useRevokeSecretMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<ApiClient, ApiClientSecret>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: ApiClientSecret) => apiClientsApi.revokeSecret(id, secret.id),
    ...refreshing((updated) => clientChanged(queryClient, organizationId, updated), events),
  });
}

export function useGenerateRefreshTokenMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<IntegrationRefreshTokenCreated, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) => apiClientsApi.generateRefreshToken(id, tenantId),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: apiClientKeys.refreshTokens(organizationId, id) });
    }, events),
  });
}

export function useRevokeRefreshTokenMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<null, IntegrationRefreshToken>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: IntegrationRefreshToken) => apiClientsApi.revokeRefreshToken(id, token.id),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: apiClientKeys.refreshTokens(organizationId, id) });
    }, events),
  });
}

export function useWithdrawClientConsentMutation(
  organizationId: string,
  id: string,
  events?: MutationEvents<null, ClientConsent>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: ClientConsent) => apiClientsApi.withdrawConsent(id, consent.id),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: apiClientKeys.consents(organizationId, id) });
    }, events),
  });
}
