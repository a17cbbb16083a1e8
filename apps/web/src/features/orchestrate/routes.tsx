import { type PortalRoute, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'orchestrate';

export const orchestrateRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/orchestrate', titleKey: 'builder:routes.orchestrate', area }),
  {
    path: '/orchestrate/auth',
    titleKey: 'builder:routes.authCallback',
    area,
    lazy: () => import('../auth/AuthCallbackPage.tsx'),
  },
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
  {
    path: '/orchestration-activity/auth',
    titleKey: 'builder:routes.authCallback',
    area,
    lazy: () => import('../auth/AuthCallbackPage.tsx'),
  },
];
