import { type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'studio';

export const studioRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/studiobuilder', titleKey: 'builder:routes.studio', area }),
  unbuiltRoute({ path: '/studiobuilder/app/:app', titleKey: 'builder:routes.studioApp', area }),
  unbuiltRoute({
    path: '/studiobuilder/app/:app/collection/:collection/builder',
    titleKey: 'builder:routes.studioCollection',
    area,
  }),
];
