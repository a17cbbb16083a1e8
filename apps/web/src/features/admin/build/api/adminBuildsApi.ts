import {
  type AdminBuild,
  type AdminBuildState,
  adminBuildsEndpoints,
  type BuildEnv,
  type BuildEnvResponse,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';

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

/** Query keys: a cancel or retry invalidates `all`. */
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

type BuildAction = { kind: 'cancel' | 'retry'; build: AdminBuild };

/** Cancels or retries a build; the lists are read again whatever the answer (it may have finished meanwhile). */
export function useBuildActionMutation(events?: MutationEvents<AdminBuild, BuildAction>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...events,
    mutationFn: ({ kind, build }: BuildAction) =>
      kind === 'cancel' ? adminBuildsApi.cancel(build.id) : adminBuildsApi.retry(build.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBuildKeys.all }),
  });
}

/** The answer is the environment as saved: the page shows it at once. */
export function useSaveBuildEnvMutation(events?: MutationEvents<BuildEnvResponse, BuildEnv>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (env: BuildEnv) => adminBuildsApi.saveEnv(env),
    ...refreshing((saved) => queryClient.setQueryData(adminBuildKeys.env, saved), events),
  });
}

/** Checks a zip against the build's rules; changes nothing. */
export function useValidateZipMutation() {
  return useMutation({ mutationFn: (zip: File) => adminBuildsApi.validateZip(zip) });
}
