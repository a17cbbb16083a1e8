import type { AppListQuery } from '@portal/contracts';

/**
 * The one query-key factory of apps (docs/architecture.md, The query cache). The lists start with the
 * company, so a company switch never shows another company's apps from the cache; one app's keys (its view,
 * versions) start with the app, so a change to it refreshes every page that shows it by one prefix.
 */
export const appsKeys = {
  all: ['apps'] as const,
  companies: () => [...appsKeys.all, 'company'] as const,
  company: (organizationId: string | null) => [...appsKeys.companies(), organizationId] as const,
  lists: (organizationId: string | null) => [...appsKeys.company(organizationId), 'list'] as const,
  list: (organizationId: string | null, query: AppListQuery) =>
    [...appsKeys.lists(organizationId), query] as const,
  recent: (organizationId: string | null, length: number) =>
    [...appsKeys.company(organizationId), 'recent', length] as const,
  licensed: (organizationId: string | null) => [...appsKeys.company(organizationId), 'licensed'] as const,
  /** Where a version can go depends on the company (its tenants, licences, entitlement). */
  availability: (organizationId: string | null, versionId: string) =>
    [...appsKeys.company(organizationId), 'availability', versionId] as const,
  deployments: (organizationId: string | null) =>
    [...appsKeys.company(organizationId), 'deployments'] as const,
  app: (appId: string) => [...appsKeys.all, 'app', appId] as const,
  versions: (appId: string) => [...appsKeys.app(appId), 'versions'] as const,
  /** The app's promotion requests (under the app: a promote or a decision refreshes them with its versions). */
  promotions: (appId: string) => [...appsKeys.app(appId), 'promotions'] as const,
  /** The version of a licensed app the company's licence grants it (under the app: a deploy refreshes it). */
  grantedVersion: (appId: string) => [...appsKeys.app(appId), 'granted-version'] as const,
  version: (versionId: string) => [...appsKeys.all, 'version', versionId] as const,
  builds: (versionId: string) => [...appsKeys.version(versionId), 'builds'] as const,
  manifest: (versionId: string) => [...appsKeys.version(versionId), 'manifest'] as const,
  build: (buildId: string) => [...appsKeys.all, 'build', buildId] as const,
  buildLogs: (buildId: string) => [...appsKeys.build(buildId), 'logs'] as const,
  registry: (referenceId: string) => [...appsKeys.all, 'registry', referenceId] as const,
  /**
   * A licensed app's registry: under the company, since each licensee (and the owner) runs it on its own
   * tenants; an owned app's registry is only ever the owner's.
   */
  licensedRegistry: (organizationId: string | null, referenceId: string) =>
    [...appsKeys.company(organizationId), 'registry', referenceId] as const,
};
