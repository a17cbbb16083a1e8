import { type PortalRoute, requiringSession, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'analytics';

export const analyticsRoutes: PortalRoute[] = requiringSession([
  unbuiltRoute({ path: '/console/analytics', titleKey: 'console:routes.analytics', area }),
  unbuiltRoute({
    path: '/console/analytics/performance',
    titleKey: 'console:routes.analyticsPerformance',
    area,
  }),
  unbuiltRoute({ path: '/console/analytics/logs', titleKey: 'console:routes.analyticsLogs', area }),
  unbuiltRoute({ path: '/console/analytics/app/:id', titleKey: 'console:routes.analyticsApp', area }),
]);
