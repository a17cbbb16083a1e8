import type { AppListQuery } from '@portal/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { appsApi, type BuildLogsPage } from './appsApi.ts';
import { appsKeys } from './keys.ts';

/** A missing app or version will not appear by asking again: show not-found at once. */
const noRetryOn404 = (failureCount: number, error: Error) =>
  !(isHttpError(error) && error.status === 404) && failureCount < 2;

export function appListQueryOptions(organizationId: string | null, query: AppListQuery) {
  return queryOptions({
    queryKey: appsKeys.list(organizationId, query),
    queryFn: ({ signal }) => appsApi.list(query, signal),
    // Every app call names the company: without one selected yet there is nothing to ask.
    enabled: organizationId !== null,
    // The rows of the last page stay while the next search or page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function licensedAppsQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: appsKeys.licensed(organizationId),
    queryFn: ({ signal }) => appsApi.licensed(signal),
    enabled: organizationId !== null,
  });
}

/** The home page's recently modified apps of the company (docs/product/apps.md APPS-14). */
export function recentAppsQueryOptions(organizationId: string | null, length: number) {
  return queryOptions({
    queryKey: appsKeys.recent(organizationId, length),
    queryFn: ({ signal }) =>
      appsApi.listQuietly({ list: 'all', sort: '-updatedAt', start: 0, length }, signal),
  });
}

/** The company's tenants as deploy targets of a version, each with the reason when it cannot take it. */
export function availabilityQueryOptions(organizationId: string | null, appId: string, versionId: string) {
  return queryOptions({
    queryKey: appsKeys.availability(organizationId, versionId),
    queryFn: ({ signal }) => appsApi.availability(appId, versionId, signal),
    enabled: organizationId !== null,
  });
}

/** Every deployment of the company (the registry without a filter), newest first. */
export function companyDeploymentsQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: appsKeys.deployments(organizationId),
    queryFn: async ({ signal }) => {
      const { data } = await appsApi.companyRegistry(signal);
      return [...data].sort((a, b) => b.deployedAt.localeCompare(a.deployedAt));
    },
  });
}

export function appQueryOptions(appId: string) {
  return queryOptions({
    queryKey: appsKeys.app(appId),
    queryFn: ({ signal }) => appsApi.app(appId, signal),
    retry: noRetryOn404,
  });
}

export function appVersionsQueryOptions(appId: string) {
  return queryOptions({
    queryKey: appsKeys.versions(appId),
    queryFn: ({ signal }) => appsApi.versions(appId, signal),
    retry: noRetryOn404,
  });
}

/** The version a licence in force grants the company (404 once the licence has ended). */
export function grantedVersionQueryOptions(appId: string) {
  return queryOptions({
    queryKey: appsKeys.grantedVersion(appId),
    queryFn: ({ signal }) => appsApi.grantedVersion(appId, signal),
    retry: noRetryOn404,
  });
}

export function versionQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: appsKeys.version(versionId),
    queryFn: ({ signal }) => appsApi.version(versionId, signal),
    retry: noRetryOn404,
  });
}

export function versionBuildsQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: appsKeys.builds(versionId),
    queryFn: ({ signal }) => appsApi.builds(versionId, signal),
    retry: noRetryOn404,
  });
}

export function versionManifestQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: appsKeys.manifest(versionId),
    queryFn: ({ signal }) => appsApi.manifest(versionId, signal),
    retry: noRetryOn404,
  });
}

export function buildQueryOptions(buildId: string) {
  return queryOptions({
    queryKey: appsKeys.build(buildId),
    queryFn: ({ signal }) => appsApi.build(buildId, signal),
    retry: noRetryOn404,
  });
}

export function registryQueryOptions(referenceId: string) {
  return queryOptions({
    queryKey: appsKeys.registry(referenceId),
    queryFn: ({ signal }) => appsApi.registry(referenceId, signal),
  });
}

/** What runs of a licensed app on the company's own tenants (a deploy refreshes every company key). */
export function licensedRegistryQueryOptions(organizationId: string | null, referenceId: string) {
  return queryOptions({
    queryKey: appsKeys.licensedRegistry(organizationId, referenceId),
    queryFn: ({ signal }) => appsApi.registry(referenceId, signal),
  });
}

/**
 * A build's log, read incrementally: each fetch asks only for the lines after the last one held, so
 * following a running build costs one small request per poll instead of the whole log again.
 */
export function buildLogsQueryOptions(queryClient: QueryClient, buildId: string) {
  const queryKey = appsKeys.buildLogs(buildId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<BuildLogsPage> => {
      const held = queryClient.getQueryData<BuildLogsPage>(queryKey);
      let merged: BuildLogsPage = held ?? { data: [], nextAfter: 0, complete: false };
      for (;;) {
        const page = await appsApi.buildLogs(buildId, merged.nextAfter, signal);
        merged = { data: [...merged.data, ...page.data], nextAfter: page.nextAfter, complete: page.complete };
        // A full page means more lines are waiting; a short one means we are at the tail for now.
        if (page.complete || page.data.length < 1000) return merged;
      }
    },
  });
}
