import { type PortalRoute, requiringSession, unbuiltRoute } from '../../app/routeTypes.ts';

export const tenantRoutes: PortalRoute[] = requiringSession([
  unbuiltRoute({ path: '/console/tenants', titleKey: 'console:routes.tenants', area: 'tenants' }),
]);
