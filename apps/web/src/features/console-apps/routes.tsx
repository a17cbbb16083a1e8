import { consoleRoutes, type PortalRoute } from '../../lib/routes/routeTypes.ts';
import type { AppListName } from './list/appsListPaths.ts';

const area = 'console-apps';
const view = '/console/apps/view/:id';
const licensed = '/console/apps/licensed/:id';

/** A page of the company's apps (a list, an app view, a licensed app view): read with apps.read. */
function appViewRoute(path: string, titleKey: string, lazy: NonNullable<PortalRoute['lazy']>): PortalRoute {
  return { path, titleKey, area, access: { orgPermission: 'apps.read' }, lazy };
}

/** An app's orchestration runs: read with orchestrations.read (launching and cancelling need write). */
function orchestrationRoute(
  path: string,
  titleKey: string,
  lazy: NonNullable<PortalRoute['lazy']>,
): PortalRoute {
  return { path, titleKey, area, access: { orgPermission: 'orchestrations.read' }, lazy };
}

type AppListPage = 'AllAppsPage' | 'LicensedAppsPage' | 'RetiredAppsPage' | 'BuiltOnAppsPage';
const listOfPage: Record<AppListPage, AppListName> = {
  AllAppsPage: 'all',
  LicensedAppsPage: 'licensed',
  RetiredAppsPage: 'retired',
  BuiltOnAppsPage: 'builtOn',
};

/**
 * One of the app lists (docs/product/apps.md APPS-4); every list is a tab of the same page. Its rows are
 * asked beside the page's code; the query module loads with them, keeping the app's first chunk small.
 */
function appListRoute(path: string, titleKey: string, page: AppListPage): PortalRoute {
  return {
    ...appViewRoute(path, titleKey, () =>
      import('./list/AppsListPage.tsx').then((module) => ({ Component: module[page] })),
    ),
    prefetchForCompany: (queryClient, companyPage) =>
      import('./list/listSearch.utils.ts').then((module) =>
        module.prefetchAppList(queryClient, listOfPage[page], companyPage),
      ),
  };
}

/**
 * The console landing and its apps (docs/product/apps.md APPS-4, APPS-10); an app's logs are the logs
 * feature's routes.
 */
export const consoleAppRoutes: PortalRoute[] = consoleRoutes([
  {
    path: '/console',
    titleKey: 'console:routes.console',
    area,
    lazy: () =>
      import('./list/ConsoleLandingRedirect.tsx').then((module) => ({
        Component: module.ConsoleLandingRedirect,
      })),
  },
  appListRoute('/console/apps', 'console:routes.apps', 'AllAppsPage'),
  appListRoute('/console/apps/all', 'console:routes.appsAll', 'AllAppsPage'),
  appListRoute('/console/apps/licensed', 'console:routes.appsLicensed', 'LicensedAppsPage'),
  appListRoute('/console/apps/retired', 'console:routes.appsRetired', 'RetiredAppsPage'),
  // 'builtOn{product}' depends on the deployment's product name, which a static table cannot know:
  // the page accepts only `builtOn` + the product name and calls the not-found trigger otherwise.
  appListRoute('/console/apps/:builtOnList', 'console:routes.appsBuiltOn', 'BuiltOnAppsPage'),
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
  orchestrationRoute(`${view}/orchestration-activity`, 'console:routes.appOrchestrationActivity', () =>
    import('./orchestrations/OrchestrationActivityPage.tsx').then((m) => ({
      Component: m.OrchestrationActivityPage,
    })),
  ),
  orchestrationRoute(`${view}/orchestration-activity/:run`, 'console:routes.appOrchestrationRun', () =>
    import('./orchestrations/RunPage.tsx').then((m) => ({ Component: m.RunPage })),
  ),
  appViewRoute(`${view}/lifecycle`, 'console:routes.appLifecycle', () =>
    import('./lifecycle/AppLifecyclePage.tsx').then((m) => ({ Component: m.AppLifecyclePage })),
  ),
  appViewRoute(`${view}/board`, 'console:routes.appBoard', () =>
    import('./board/AppBoardPage.tsx').then((m) => ({ Component: m.AppBoardPage })),
  ),
  appViewRoute(`${view}/board/compare`, 'console:routes.appCompare', () =>
    import('./board/ComparePage.tsx').then((m) => ({ Component: m.ComparePage })),
  ),
  {
    path: `${view}/licenses`,
    titleKey: 'console:routes.appLicenses',
    area,
    access: { orgPermission: 'licenses.manage' },
    lazy: () => import('./licenses/AppLicensesPage.tsx').then((m) => ({ Component: m.AppLicensesPage })),
  },
  appViewRoute(licensed, 'console:routes.licensedApp', () =>
    import('./licensed/LicensedAppPage.tsx').then((m) => ({ Component: m.LicensedAppPage })),
  ),
  orchestrationRoute(`${licensed}/orchestration-activity`, 'console:routes.appOrchestrationActivity', () =>
    import('./licensed/LicensedActivityPage.tsx').then((m) => ({ Component: m.LicensedActivityPage })),
  ),
  orchestrationRoute(`${licensed}/orchestration-activity/:run`, 'console:routes.appOrchestrationRun', () =>
    import('./licensed/LicensedRunPage.tsx').then((m) => ({ Component: m.LicensedRunPage })),
  ),
]);
