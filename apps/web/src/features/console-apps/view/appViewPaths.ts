/** The app view's paths (docs/product/apps.md APPS-10), so links are built in one place. */
export const appViewPaths = {
  overview: (appId: string) => `/console/apps/view/${encodeURIComponent(appId)}`,
  activity: (appId: string) => `${appViewPaths.overview(appId)}/activity`,
  version: (appId: string, versionId: string) =>
    `${appViewPaths.activity(appId)}/${encodeURIComponent(versionId)}`,
  build: (appId: string, versionId: string, buildId: string) =>
    `${appViewPaths.version(appId, versionId)}/builds/${encodeURIComponent(buildId)}`,
  logs: (appId: string) => `${appViewPaths.overview(appId)}/logs`,
  lifecycle: (appId: string) => `${appViewPaths.overview(appId)}/lifecycle`,
  board: (appId: string) => `${appViewPaths.overview(appId)}/board`,
  /** The Compare page, with the two versions when they are chosen. */
  compare: (appId: string, from?: string, to?: string) =>
    `${appViewPaths.board(appId)}/compare${from && to ? `?${new URLSearchParams({ from, to })}` : ''}`,
  licenses: (appId: string) => `${appViewPaths.overview(appId)}/licenses`,
  orchestrationActivity: (appId: string) => `${appViewPaths.overview(appId)}/orchestration-activity`,
  orchestrationRun: (appId: string, runId: string) =>
    `${appViewPaths.orchestrationActivity(appId)}/${encodeURIComponent(runId)}`,
  licensed: (appId: string) => `/console/apps/licensed/${encodeURIComponent(appId)}`,
  licensedLogs: (appId: string) => `${appViewPaths.licensed(appId)}/logs`,
  licensedOrchestrationActivity: (appId: string) => `${appViewPaths.licensed(appId)}/orchestration-activity`,
  licensedOrchestrationRun: (appId: string, runId: string) =>
    `${appViewPaths.licensedOrchestrationActivity(appId)}/${encodeURIComponent(runId)}`,
};
