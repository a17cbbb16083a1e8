import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { appViewApi, type BuildLogsPage } from './appViewApi.ts';
import { appViewKeys } from './appViewKeys.ts';

/** A missing app or version will not appear by asking again: show not-found at once. */
const noRetryOn404 = (failureCount: number, error: unknown) =>
  (error as { status?: number })?.status !== 404 && failureCount < 2;

export function appQueryOptions(appId: string) {
  return queryOptions({
    queryKey: appViewKeys.app(appId),
    queryFn: ({ signal }) => appViewApi.app(appId, signal),
    retry: noRetryOn404,
  });
}

export function appVersionsQueryOptions(appId: string) {
  return queryOptions({
    queryKey: appViewKeys.versions(appId),
    queryFn: ({ signal }) => appViewApi.versions(appId, signal),
    retry: noRetryOn404,
  });
}

export function versionQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: appViewKeys.version(versionId),
    queryFn: ({ signal }) => appViewApi.version(versionId, signal),
    retry: noRetryOn404,
  });
}

export function versionBuildsQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: appViewKeys.builds(versionId),
    queryFn: ({ signal }) => appViewApi.builds(versionId, signal),
    retry: noRetryOn404,
  });
}

export function buildQueryOptions(buildId: string) {
  return queryOptions({
    queryKey: appViewKeys.build(buildId),
    queryFn: ({ signal }) => appViewApi.build(buildId, signal),
    retry: noRetryOn404,
  });
}

export function registryQueryOptions(referenceId: string) {
  return queryOptions({
    queryKey: appViewKeys.registry(referenceId),
    queryFn: ({ signal }) => appViewApi.registry(referenceId, signal),
  });
}

export function licensedAppsQueryOptions() {
  return queryOptions({
    queryKey: appViewKeys.licensedApps(),
    queryFn: ({ signal }) => appViewApi.licensedApps(signal),
  });
}

/**
 * A build's log, read incrementally: each fetch asks only for the lines after the last one held, so
 * following a running build costs one small request per poll instead of the whole log again.
 */
export function buildLogsQueryOptions(queryClient: QueryClient, buildId: string) {
  const queryKey = appViewKeys.buildLogs(buildId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<BuildLogsPage> => {
      const held = queryClient.getQueryData<BuildLogsPage>(queryKey);
      let merged: BuildLogsPage = held ?? { data: [], nextAfter: 0, complete: false };
      for (;;) {
        const page = await appViewApi.buildLogs(buildId, merged.nextAfter, signal);
        merged = { data: [...merged.data, ...page.data], nextAfter: page.nextAfter, complete: page.complete };
        // A full page means more lines are waiting; a short one means we are at the tail for now.
        if (page.complete || page.data.length < 1000) return merged;
      }
    },
  });
}
