import { type PortalRoute, requiringSession, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'analytics';

export const analyticsRoutes: PortalRoute[] = requiringSession([
  unbuiltRoute({ path: '/console/analytics', titleKey: 'console:routes.analytics', area }),
  unbuiltRoute({
    path: '/console/analytics/performance',
    titleKey: 'console:routes.analyticsPerformance',
    area,
  }),
  {
    path: '/console/analytics/logs',
    titleKey: 'console:routes.analyticsLogs',
    area,
    access: { orgPermission: 'logs.read' },
    lazy: () => import('../logs/LogsPage.tsx').then((module) => ({ Component: module.LogsPage })),
  },
  unbuiltRoute({ path: '/console/analytics/app/:id', titleKey: 'console:routes.analyticsApp', area }),
]);
