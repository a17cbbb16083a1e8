import { type AdminBuildState, adminBuildsEndpoints, type BuildEnv } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

/** Staff's build calls (/admin/build, /admin/build/env); a 409 (finished meanwhile) is the page's own. */
export const adminBuildsApi = {
  page: (query: { state: AdminBuildState; start: number; length: number }, signal?: AbortSignal) =>
    api(adminBuildsEndpoints.listAdminBuilds, { query, signal }),
  queue: (signal?: AbortSignal) => api(adminBuildsEndpoints.getBuildQueue, { signal }),
  cancel: (id: string) =>
    api(adminBuildsEndpoints.cancelBuild, { params: { id }, excludeFromGlobalHandling: [404, 409] }),
  retry: (id: string) =>
    api(adminBuildsEndpoints.retryBuild, { params: { id }, excludeFromGlobalHandling: [404, 409] }),
  env: (signal?: AbortSignal) => api(adminBuildsEndpoints.getBuildEnv, { signal }),
  saveEnv: (env: BuildEnv) =>
    api(adminBuildsEndpoints.saveBuildEnv, { body: env, excludeFromGlobalHandling: [400] }),
  validateZip: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api(adminBuildsEndpoints.validateBuildZip, {
      body: form,
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
