import { orchestrateBuilderEndpoints } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import type { MutationEvents } from '../../../../lib/query/mutationEvents.ts';
import { orchestrateKeys } from './versionFiles.ts';

/** The orchestration builder's session calls (docs/product/builder.md BUILDER-14). */
export const orchestrateSessionApi = {
  session: (signal?: AbortSignal) => api(orchestrateBuilderEndpoints.getOrchestrateSession, { signal }),
  logout: () => api(orchestrateBuilderEndpoints.logoutOfOrchestrate),
};

export const orchestrateSessionQueryOptions = (organizationId: string | null) =>
  queryOptions({
    queryKey: [...orchestrateKeys.all, 'session', organizationId] as const,
    queryFn: ({ signal }) => orchestrateSessionApi.session(signal),
    enabled: organizationId !== null,
  });

/** Signs the builder's session out; the page then starts over, so nothing in the cache needs refreshing. */
export function useBuilderLogoutMutation(events?: MutationEvents<unknown, void>) {
  return useMutation({ ...events, mutationFn: () => orchestrateSessionApi.logout() });
}
