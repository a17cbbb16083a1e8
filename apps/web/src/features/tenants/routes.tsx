import { type PortalRoute, requiringSession, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

export const tenantRoutes: PortalRoute[] = requiringSession([
  unbuiltRoute({ path: '/console/tenants', titleKey: 'console:routes.tenants', area: 'tenants' }),
]);
