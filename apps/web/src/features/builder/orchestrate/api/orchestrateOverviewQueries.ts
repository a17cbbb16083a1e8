import { builderEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { builderKeys } from '../../api/keys.ts';

/** Under the builder's keys: a draft saved anywhere in the builder invalidates the overview with it. */
export const orchestrateKeys = {
  overview: (organizationId: string) => [...builderKeys.all, 'orchestrate', organizationId] as const,
};

/** The company's apps with the orchestrations of the user's draft of each (one call, not one per app). */
export function orchestrateOverviewQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: orchestrateKeys.overview(organizationId),
    queryFn: ({ signal }) => api(builderEndpoints.getOrchestrateOverview, { signal }),
  });
}
