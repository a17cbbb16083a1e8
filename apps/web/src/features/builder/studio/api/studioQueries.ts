import { builderEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { builderKeys } from '../../api/keys.ts';

/** Under the builder's keys: a draft saved anywhere in the builder invalidates the overview with it. */
export const studioKeys = {
  all: [...builderKeys.all, 'studio'] as const,
  overview: (organizationId: string) => [...studioKeys.all, organizationId] as const,
};

/** The company's apps with the collections of the user's draft of each (one call, not one per app). */
export function studioOverviewQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: studioKeys.overview(organizationId),
    queryFn: ({ signal }) => api(builderEndpoints.getStudioOverview, { signal }),
  });
}
