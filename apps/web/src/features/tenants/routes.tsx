import { type PortalRoute, unbuiltRoute } from '../../app/routeTypes.ts';

export const tenantRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/console/tenants', titleKey: 'console:routes.tenants', area: 'tenants' }),
];
