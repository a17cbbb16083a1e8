/** Query keys of the app view (STYLE.md 4): writes invalidate exactly the keys they change. */
export const appViewKeys = {
  all: ['appView'] as const,
  app: (appId: string) => [...appViewKeys.all, 'app', appId] as const,
  versions: (appId: string) => [...appViewKeys.app(appId), 'versions'] as const,
  version: (versionId: string) => [...appViewKeys.all, 'version', versionId] as const,
  builds: (versionId: string) => [...appViewKeys.version(versionId), 'builds'] as const,
  build: (buildId: string) => [...appViewKeys.all, 'build', buildId] as const,
  buildLogs: (buildId: string) => [...appViewKeys.build(buildId), 'logs'] as const,
  registry: (referenceId: string) => [...appViewKeys.all, 'registry', referenceId] as const,
  licensedApps: () => [...appViewKeys.all, 'licensedApps'] as const,
};
