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
  unbuiltRoute({ path: view, titleKey: 'console:routes.appView', area }),
  unbuiltRoute({ path: `${view}/activity`, titleKey: 'console:routes.appActivity', area }),
  unbuiltRoute({ path: `${view}/activity/:version`, titleKey: 'console:routes.appVersion', area }),
  unbuiltRoute({ path: `${view}/activity/:version/view`, titleKey: 'console:routes.appVersion', area }),
  unbuiltRoute({
    path: `${view}/activity/:version/builds/:build`,
    titleKey: 'console:routes.appBuild',
    area,
  }),
  unbuiltRoute({
    path: `${view}/activity/:version/builds/:build/view`,
    titleKey: 'console:routes.appBuild',
    area,
  }),
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
  unbuiltRoute({ path: `${view}/lifecycle`, titleKey: 'console:routes.appLifecycle', area }),
  unbuiltRoute({ path: licensed, titleKey: 'console:routes.licensedApp', area }),
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
