import { type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'builder';

export const builderRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/build', titleKey: 'builder:routes.build', area }),
  unbuiltRoute({ path: '/build/:app', titleKey: 'builder:routes.buildApp', area }),
  unbuiltRoute({ path: '/build/:app/:component', titleKey: 'builder:routes.buildComponent', area }),
  // The local variants edit an app kept in the browser rather than on the server.
  unbuiltRoute({ path: '/build/local/:app', titleKey: 'builder:routes.buildApp', area }),
  unbuiltRoute({ path: '/build/local/:app/:component', titleKey: 'builder:routes.buildComponent', area }),
];
