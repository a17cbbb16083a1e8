import { type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'orchestrate';

export const orchestrateRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/orchestrate', titleKey: 'builder:routes.orchestrate', area }),
  unbuiltRoute({
    path: '/orchestrate/app/:a/orchestrations',
    titleKey: 'builder:routes.orchestrations',
    area,
  }),
  unbuiltRoute({
    path: '/orchestrate/app/:a/:b/orchestrations/:c',
    titleKey: 'builder:routes.orchestration',
    area,
  }),
  unbuiltRoute({ path: '/orchestrate/app/:a/:b/workflows/:c', titleKey: 'builder:routes.workflow', area }),
];
