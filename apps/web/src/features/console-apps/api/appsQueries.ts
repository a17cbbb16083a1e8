import type { AppListQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { appsApi } from './appsApi.ts';
import { appsListKeys } from './keys.ts';

export function appListQueryOptions(organizationId: string | null, query: AppListQuery) {
  return queryOptions({
    queryKey: appsListKeys.list(organizationId, query),
    queryFn: ({ signal }) => appsApi.list(query, signal),
    // Every app call names the company: without one selected yet there is nothing to ask.
    enabled: organizationId !== null,
    // The rows of the last page stay while the next search or page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function licensedAppsQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: appsListKeys.licensed(organizationId),
    queryFn: ({ signal }) => appsApi.licensed(signal),
    enabled: organizationId !== null,
  });
}

export function catalogListQueryOptions() {
  return queryOptions({
    queryKey: appsListKeys.catalog(),
    queryFn: ({ signal }) => appsApi.catalog(signal),
    staleTime: 5 * 60_000,
  });
}

/** The home page's recently modified apps of the company (SPEC.md 8's empty states). */
export function recentAppsQueryOptions(organizationId: string | null, length: number) {
  return queryOptions({
    queryKey: appsListKeys.recent(organizationId, length),
    queryFn: ({ signal }) =>
      appsApi.listQuietly({ list: 'all', sort: '-updatedAt', start: 0, length }, signal),
  });
}
