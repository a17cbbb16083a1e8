import {
  samlEndpoints as endpoints,
  type SamlConfigResponse,
  type SamlConfigWrite,
  type SamlSignInSettings,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

/** Query keys of a company's SAML. */
export const samlKeys = {
  all: (org: string) => ['saml', org] as const,
  config: (org: string) => [...samlKeys.all(org), 'config'] as const,
  endpoints: (org: string) => [...samlKeys.all(org), 'endpoints'] as const,
};

// The page shows the server's refusals itself (bad metadata, too large, enablement refused).
const own = { excludeFromGlobalHandling: [400, 404, 409, 413] };

export const samlApi = {
  save: (org: string, write: SamlConfigWrite) =>
    api(endpoints.saveSamlConfig, { params: { org }, body: write, ...own }),
  saveSignIn: (org: string, settings: SamlSignInSettings) =>
    api(endpoints.saveSamlSignIn, { params: { org }, body: settings, ...own }),
  setEnabled: (org: string, enabled: boolean) =>
    api(endpoints.setSamlEnablement, { params: { org }, body: { enabled }, ...own }),
};

export const samlConfigQueryOptions = (org: string) =>
  queryOptions({
    queryKey: samlKeys.config(org),
    queryFn: ({ signal }) => api(endpoints.getSamlConfig, { params: { org }, signal }),
  });

export const samlEndpointsQueryOptions = (org: string) =>
  queryOptions({
    queryKey: samlKeys.endpoints(org),
    queryFn: ({ signal }) => api(endpoints.getSamlEndpoints, { params: { org }, signal }),
  });

/** A saved configuration or switch changes the config and the NameID format the endpoints name. */
export function useSamlMutation<T>(org: string, write: (input: T) => Promise<SamlConfigResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: samlKeys.all(org) }),
  });
}
