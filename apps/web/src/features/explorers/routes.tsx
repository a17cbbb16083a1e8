import { type PortalRoute, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'explorers';

export const explorerRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/rest-api-explorer', titleKey: 'core:routes.restApiExplorer', area }),
  unbuiltRoute({ path: '/soap-api-explorer', titleKey: 'core:routes.soapApiExplorer', area }),
  {
    path: '/soap-api-explorer/auth',
    titleKey: 'core:routes.authCallback',
    area,
    lazy: () => import('../auth/AuthCallbackPage.tsx'),
  },
  unbuiltRoute({ path: '/graph-api-explorer', titleKey: 'core:routes.graphApiExplorer', area }),
  unbuiltRoute({ path: '/graphapi-changelog', titleKey: 'core:routes.graphApiChangelog', area }),
  unbuiltRoute({ path: '/copilot-apis', titleKey: 'core:routes.copilotApis', area }),
];
