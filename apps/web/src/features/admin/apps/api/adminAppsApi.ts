import { type AdminAppListQuery, adminAppsEndpoints as endpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

export const adminAppsKeys = {
  all: ['adminApps'] as const,
  list: (query: AdminAppListQuery) => [...adminAppsKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminAppsKeys.all, 'detail', id] as const,
};

export function adminAppsQueryOptions(query: AdminAppListQuery) {
  return queryOptions({
    queryKey: adminAppsKeys.list(query),
    queryFn: ({ signal }) => api(endpoints.listAdminApps, { query, signal }),
  });
}

export function adminAppQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminAppsKeys.detail(id),
    queryFn: ({ signal }) =>
      api(endpoints.getAdminApp, {
        params: { id },
        signal,
        // An unknown app is the page's own not-found state.
        excludeFromGlobalHandling: [400, 404],
      }),
    retry: false,
  });
}
