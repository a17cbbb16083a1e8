import { regionsEndpoints } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../http/api.ts';

/** Query keys: the regions change only with a deployment. */
export const regionKeys = { all: ['regions'] as const };

/** GET /auth/v1/regions: every region fits one page (at most 100). */
export function regionsQueryOptions() {
  return queryOptions({
    queryKey: regionKeys.all,
    queryFn: () => api(regionsEndpoints.listRegions, { query: { offset: 0, limit: 100 } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type RegionOption = { value: string; label: string };

/**
 * The regions as the server lists them, for a select: 'Europe (scylla:de)'. `failed` when they could
 * not be read; the select then offers nothing and says so.
 */
export function useRegionOptions(): { options: RegionOption[]; failed: boolean } {
  const query = useQuery(regionsQueryOptions());
  return {
    options: (query.data?.data ?? []).map((r) => ({
      value: r.region,
      label: `${r.displayName} (${r.region})`,
    })),
    failed: query.isError,
  };
}
