import type { SamlConfigResponse, SamlConfigWrite, SamlEndpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

/** Query keys of a company's SAML (STYLE.md 4). */
export const samlKeys = {
  all: (org: string) => ['saml', org] as const,
  config: (org: string) => [...samlKeys.all(org), 'config'] as const,
  endpoints: (org: string) => [...samlKeys.all(org), 'endpoints'] as const,
};

const base = (org: string) => `/auth/v2/organizations/${org}`;
// The page shows the server's refusals itself (bad metadata, too large, enablement refused).
const own = { excludeFromGlobalHandling: [400, 404, 409, 413] } as const;

export const samlApi = {
  save: (org: string, write: SamlConfigWrite) =>
    http.put<SamlConfigResponse>(`${base(org)}/saml`, write, own),
  setEnabled: (org: string, enabled: boolean) =>
    http.put<SamlConfigResponse>(`${base(org)}/samlEnablement`, { enabled }, own),
};

export const samlConfigQueryOptions = (org: string) =>
  queryOptions({
    queryKey: samlKeys.config(org),
    queryFn: ({ signal }) => http.get<SamlConfigResponse>(`${base(org)}/saml`, { signal }),
  });

export const samlEndpointsQueryOptions = (org: string) =>
  queryOptions({
    queryKey: samlKeys.endpoints(org),
    queryFn: ({ signal }) => http.get<SamlEndpoints>(`${base(org)}/samlEndpoints`, { signal }),
  });

/** A saved configuration or switch changes the config and the NameID format the endpoints name. */
export function useSamlMutation<T>(org: string, write: (input: T) => Promise<SamlConfigResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: samlKeys.all(org) }),
  });
}
