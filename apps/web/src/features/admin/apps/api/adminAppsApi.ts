import { type AdminAppListQuery, adminAppsEndpoints as endpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';
import { appsApi } from '../../../console-apps/index.ts';

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

/** Certifying a version changes the review queue and the app's view: every admin apps query is read again. */
export function useCertifyVersionMutation(versionId: string, events?: MutationEvents<unknown, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => appsApi.certify(versionId),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: adminAppsKeys.all }), events),
  });
}
