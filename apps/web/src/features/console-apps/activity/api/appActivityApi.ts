import { type AppActivityQuery, analyticsEndpoints } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

export const appActivityKeys = {
  all: (appId: string) => ['apps', appId, 'activity'] as const,
  page: (appId: string, query: AppActivityQuery) => [...appActivityKeys.all(appId), query] as const,
};

/** One page of the app's activity (its audit lines), newest first. */
export function appActivityQueryOptions(appId: string, query: AppActivityQuery) {
  return queryOptions({
    queryKey: appActivityKeys.page(appId, query),
    queryFn: ({ signal }) =>
      api(analyticsEndpoints.listAppActivity, { params: { id: appId }, query, signal }),
    // The rows stay while the next page or kind loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
