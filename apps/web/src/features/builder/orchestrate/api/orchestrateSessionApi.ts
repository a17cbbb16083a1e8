import { orchestrateBuilderEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { orchestrateKeys } from './versionFiles.ts';

/** The orchestration builder's session calls (SPEC.md 7: GET session, POST logout). */
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
