import type {
  AdminBuild,
  AdminBuildPage,
  AdminBuildState,
  BuildEnv,
  BuildEnvResponse,
  BuildQueueStatus,
  ZipValidation,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';

const P = '/apphub/v1/admin';

/** Staff's build calls (/admin/build, /admin/build/env); a 409 (finished meanwhile) is the page's own. */
export const adminBuildsApi = {
  page: (query: { state: AdminBuildState; start: number; length: number }, signal?: AbortSignal) =>
    http.get<AdminBuildPage>(`${P}/builds`, { query, signal }),
  queue: (signal?: AbortSignal) => http.get<BuildQueueStatus>(`${P}/builds/queue`, { signal }),
  cancel: (id: string) =>
    http.post<AdminBuild>(`${P}/builds/${id}/cancel`, undefined, { excludeFromGlobalHandling: [404, 409] }),
  retry: (id: string) =>
    http.post<AdminBuild>(`${P}/builds/${id}/retry`, undefined, { excludeFromGlobalHandling: [404, 409] }),
  env: (signal?: AbortSignal) => http.get<BuildEnvResponse>(`${P}/build-env`, { signal }),
  saveEnv: (env: BuildEnv) =>
    http.put<BuildEnvResponse>(`${P}/build-env`, env, { excludeFromGlobalHandling: [400] }),
  validateZip: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<ZipValidation>(`${P}/build-utils/validate`, form, {
      excludeFromGlobalHandling: [400, 413, 415],
    });
  },
};

/** Query keys (STYLE.md 4): a cancel or retry invalidates `all`. */
export const adminBuildKeys = {
  all: ['adminBuilds'] as const,
  env: ['adminBuilds', 'env'] as const,
};

/** While builds wait or run, the lists follow them (a build takes seconds). */
const REFRESH_MS = 3000;

export function adminBuildsQueryOptions(query: { state: AdminBuildState; start: number; length: number }) {
  return queryOptions({
    queryKey: [...adminBuildKeys.all, 'page', query],
    queryFn: ({ signal }) => adminBuildsApi.page(query, signal),
    refetchInterval: REFRESH_MS,
  });
}

export function buildQueueQueryOptions() {
  return queryOptions({
    queryKey: [...adminBuildKeys.all, 'queue'],
    queryFn: ({ signal }) => adminBuildsApi.queue(signal),
    refetchInterval: REFRESH_MS,
  });
}

export function buildEnvQueryOptions() {
  return queryOptions({ queryKey: adminBuildKeys.env, queryFn: ({ signal }) => adminBuildsApi.env(signal) });
}
