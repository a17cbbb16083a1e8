import { type ConnectIntegration, integrationsEndpoints as endpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

/** Query keys of a company's third-party integrations. */
export const integrationsKeys = { list: (org: string) => ['integrations', org] as const };

// The dialogs show the server's refusals (unknown client, own client, scopes, tenants, twice).
const own = { excludeFromGlobalHandling: [400, 404, 409] };

export const integrationsApi = {
  list: (org: string, signal?: AbortSignal) => api(endpoints.listIntegrations, { params: { org }, signal }),
  preview: (org: string, clientId: string) =>
    api(endpoints.previewIntegrationClient, { params: { org, clientId }, ...own }),
  connect: (org: string, body: ConnectIntegration) =>
    api(endpoints.connectIntegration, { params: { org }, body, ...own }),
  disconnect: (org: string, id: string) =>
    api(endpoints.disconnectIntegration, { params: { org, id }, ...own }),
};

export function integrationsQueryOptions(org: string) {
  return queryOptions({
    queryKey: integrationsKeys.list(org),
    queryFn: ({ signal }) => integrationsApi.list(org, signal),
  });
}

/** A connect or a disconnect refreshes the list. */
export function useIntegrationsMutation<T, R>(org: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.list(org) }),
  });
}
