import type {
  ConnectIntegration,
  IntegrationClientPreview,
  ThirdPartyIntegration,
  ThirdPartyIntegrations,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

/** Query keys of a company's third-party integrations (STYLE.md 4). */
export const integrationsKeys = { list: (org: string) => ['integrations', org] as const };

const base = (org: string) => `/auth/v2/organizations/${org}/integrations`;
// The dialogs show the server's refusals (unknown client, own client, scopes, tenants, twice).
const own = { excludeFromGlobalHandling: [400, 404, 409] } as const;

export const integrationsApi = {
  list: (org: string, signal?: AbortSignal) => http.get<ThirdPartyIntegrations>(base(org), { signal }),
  preview: (org: string, clientId: string) =>
    http.get<IntegrationClientPreview>(`${base(org)}/clients/${encodeURIComponent(clientId)}`, own),
  connect: (org: string, body: ConnectIntegration) => http.post<ThirdPartyIntegration>(base(org), body, own),
  disconnect: (org: string, id: string) => http.delete(`${base(org)}/${id}`, own),
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
