import { type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'documentation';

export const documentationRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/documentation', titleKey: 'core:routes.documentation', area }),
  unbuiltRoute({ path: '/documentation/:doc', titleKey: 'core:routes.documentationTopic', area }),
];
