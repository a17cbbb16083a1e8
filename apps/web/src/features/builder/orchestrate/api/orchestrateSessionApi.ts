import type { OrchestrateSession } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { orchestrateKeys } from './versionFiles.ts';

const P = '/apphub/v1/orchestrate';

/** The orchestration builder's session calls (SPEC.md 7: GET session, POST logout). */
export const orchestrateSessionApi = {
  session: (signal?: AbortSignal) => http.get<OrchestrateSession>(`${P}/session`, { signal }),
  logout: () => http.post<{ loggedOut: true }>(`${P}/logout`),
};

export const orchestrateSessionQueryOptions = (organizationId: string | null) =>
  queryOptions({
    queryKey: [...orchestrateKeys.all, 'session', organizationId] as const,
    queryFn: ({ signal }) => orchestrateSessionApi.session(signal),
    enabled: organizationId !== null,
  });
