import type { AdminApp, AdminAppDetail, AdminAppListQuery, Paged } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';

const P = '/apphub/v1/admin/apps';

export const adminAppsKeys = {
  all: ['adminApps'] as const,
  list: (query: AdminAppListQuery) => [...adminAppsKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminAppsKeys.all, 'detail', id] as const,
};

export function adminAppsQueryOptions(query: AdminAppListQuery) {
  return queryOptions({
    queryKey: adminAppsKeys.list(query),
    queryFn: ({ signal }) => http.get<Paged<AdminApp>>(P, { query, signal }),
  });
}

export function adminAppQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminAppsKeys.detail(id),
    queryFn: ({ signal }) =>
      http.get<AdminAppDetail>(`${P}/${encodeURIComponent(id)}`, {
        signal,
        // An unknown app is the page's own not-found state.
        excludeFromGlobalHandling: [400, 404],
      }),
    retry: false,
  });
}
