import type { OrgPermission } from '@portal/contracts';
import { consoleRoutes, type PortalRoute } from '../../lib/routes/routeTypes.ts';

const access = { orgPermission: 'logs.read' satisfies OrgPermission };

/** An app's logs: the logs view with the app fixed, under the app and the licensed app views. */
function appLogsRoute(path: string, page: 'AppLogsPage' | 'LicensedAppLogsPage'): PortalRoute {
  return {
    path,
    titleKey: 'console:routes.appLogs',
    area: 'logs',
    access,
    lazy: () => import('./AppLogsPage.tsx').then((module) => ({ Component: module[page] })),
  };
}

/** The logs pages: the analytics logs page and each app's logs. */
export const logsRoutes: PortalRoute[] = consoleRoutes([
  {
    path: '/console/analytics/logs',
    titleKey: 'console:routes.analyticsLogs',
    area: 'analytics',
    access,
    lazy: () => import('./LogsPage.tsx').then((module) => ({ Component: module.LogsPage })),
  },
  appLogsRoute('/console/apps/view/:id/logs', 'AppLogsPage'),
  appLogsRoute('/console/apps/licensed/:id/logs', 'LicensedAppLogsPage'),
]);
