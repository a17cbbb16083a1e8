import { type PortalRoute, requiringSession, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'console-apps';
const view = '/console/apps/view/:id';
const licensed = '/console/apps/licensed/:id';

/** An app's logs: the logs feature's view with the app fixed (issue 5). */
function appLogsRoute(path: string): PortalRoute {
  return {
    path,
    titleKey: 'console:routes.appLogs',
    area: 'logs',
    access: { orgPermission: 'logs.read' },
    lazy: () => import('../logs/AppLogsPage.tsx').then((module) => ({ Component: module.AppLogsPage })),
  };
}

/** A page of the app view or a licensed app view: the company's apps are read with apps.read. */
function appViewRoute(path: string, titleKey: string, lazy: NonNullable<PortalRoute['lazy']>): PortalRoute {
  return { path, titleKey, area, access: { orgPermission: 'apps.read' }, lazy };
}

/** The console landing and its apps (SPEC.md 2.2). */
export const consoleAppRoutes: PortalRoute[] = requiringSession([
  unbuiltRoute({ path: '/console', titleKey: 'console:routes.console', area }),
  unbuiltRoute({ path: '/console/apps', titleKey: 'console:routes.apps', area }),
  unbuiltRoute({ path: '/console/apps/all', titleKey: 'console:routes.appsAll', area }),
  unbuiltRoute({ path: '/console/apps/licensed', titleKey: 'console:routes.appsLicensed', area }),
  unbuiltRoute({ path: '/console/apps/retired', titleKey: 'console:routes.appsRetired', area }),
  // 'builtOn{product}' depends on the deployment's product name, which a static table cannot know:
  // the page accepts only `builtOn` + the product name and calls the not-found trigger otherwise.
  unbuiltRoute({ path: '/console/apps/:builtOnList', titleKey: 'console:routes.appsBuiltOn', area }),
  appViewRoute(view, 'console:routes.appView', () =>
    import('./view/AppOverviewPage.tsx').then((m) => ({ Component: m.AppOverviewPage })),
  ),
  appViewRoute(`${view}/activity`, 'console:routes.appActivity', () =>
    import('./activity/AppActivityPage.tsx').then((m) => ({ Component: m.AppActivityPage })),
  ),
  ...[`${view}/activity/:version`, `${view}/activity/:version/view`].map((path) =>
    appViewRoute(path, 'console:routes.appVersion', () =>
      import('./activity/VersionPage.tsx').then((m) => ({ Component: m.VersionPage })),
    ),
  ),
  ...[`${view}/activity/:version/builds/:build`, `${view}/activity/:version/builds/:build/view`].map((path) =>
    appViewRoute(path, 'console:routes.appBuild', () =>
      import('./builds/BuildPage.tsx').then((m) => ({ Component: m.BuildPage })),
    ),
  ),
  appLogsRoute(`${view}/logs`),
  unbuiltRoute({
    path: `${view}/orchestration-activity`,
    titleKey: 'console:routes.appOrchestrationActivity',
    area,
  }),
  unbuiltRoute({
    path: `${view}/orchestration-activity/:run`,
    titleKey: 'console:routes.appOrchestrationRun',
    area,
  }),
  appViewRoute(`${view}/lifecycle`, 'console:routes.appLifecycle', () =>
    import('./lifecycle/AppLifecyclePage.tsx').then((m) => ({ Component: m.AppLifecyclePage })),
  ),
  appViewRoute(licensed, 'console:routes.licensedApp', () =>
    import('./licensed/LicensedAppPage.tsx').then((m) => ({ Component: m.LicensedAppPage })),
  ),
  unbuiltRoute({
    path: `${licensed}/orchestration-activity`,
    titleKey: 'console:routes.appOrchestrationActivity',
    area,
  }),
  unbuiltRoute({
    path: `${licensed}/orchestration-activity/:run`,
    titleKey: 'console:routes.appOrchestrationRun',
    area,
  }),
  appLogsRoute(`${licensed}/logs`),
]);
