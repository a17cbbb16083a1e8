/**
 * What other features may use of the console's apps: the apps' API, keys and queries, an app's identity,
 * tabs, paths, page title and permissions (the logs feature draws the app view), the list's cells and the
 * build status badge (staff's lists, home), the create dialog (the catalog's copy), the deploy dialog,
 * zip fields, build logs, retry and live builds (the builder, staff's builds), and an app's orchestration
 * runs, followed live, with their status badge (the orchestration builder lists them).
 */
export { appsApi } from './api/appsApi.ts';
export {
  appListQueryOptions,
  appQueryOptions,
  appVersionsQueryOptions,
  buildQueryOptions,
  companyDeploymentsQueryOptions,
  recentAppsQueryOptions,
  registryQueryOptions,
  versionQueryOptions,
} from './api/appsQueries.ts';
export { appsKeys } from './api/keys.ts';
export { BuildLogs } from './builds/BuildLogs.tsx';
export { BuildStatusBadge } from './builds/BuildStatusBadge.tsx';
export { RetryBuildButton } from './builds/RetryBuildButton.tsx';
export { CreateAppModal } from './create/CreateAppModal.tsx';
export { DeployDialog } from './deploy/DeployDialog.tsx';
export { AppNameCell, ReferenceIdCell } from './list/AppTableCells.tsx';
export { useLiveAppBuilds } from './live/useLiveAppBuilds.ts';
export { runsQueryOptions } from './orchestrations/api/orchestrationsQueries.ts';
export { useLiveRuns } from './orchestrations/live/useLiveRuns.ts';
export { RunStatusBadge } from './orchestrations/RunStatusBadge.tsx';
export { ZipSourceField } from './source/ZipSourceField.tsx';
export { zipFileIssue } from './source/zipFile.utils.ts';
export { AppIdentity } from './view/AppIdentity.tsx';
export { AppSubNav } from './view/AppSubNav.tsx';
export { appViewPaths } from './view/appViewPaths.ts';
export { useAppPageTitle } from './view/useAppPageTitle.ts';
export { useAppPermissions } from './view/useAppPermissions.ts';
