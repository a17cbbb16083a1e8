import { type PortalRoute, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'app-catalog';

export const appCatalogRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/app-catalog', titleKey: 'core:routes.appCatalog', area }),
  unbuiltRoute({ path: '/app-catalog/:id', titleKey: 'core:routes.appCatalogApp', area }),
  unbuiltRoute({ path: '/app-catalog/:id/code', titleKey: 'core:routes.appCatalogCode', area }),
];
