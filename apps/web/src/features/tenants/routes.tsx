import { consoleRoutes, type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

export const tenantRoutes: PortalRoute[] = consoleRoutes([
  unbuiltRoute({ path: '/console/tenants', titleKey: 'console:routes.tenants', area: 'tenants' }),
]);
