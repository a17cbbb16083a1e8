import { type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'explorers';

export const explorerRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/rest-api-explorer', titleKey: 'core:routes.restApiExplorer', area }),
  unbuiltRoute({ path: '/soap-api-explorer', titleKey: 'core:routes.soapApiExplorer', area }),
  unbuiltRoute({ path: '/graph-api-explorer', titleKey: 'core:routes.graphApiExplorer', area }),
  unbuiltRoute({ path: '/graphapi-changelog', titleKey: 'core:routes.graphApiChangelog', area }),
  unbuiltRoute({ path: '/copilot-apis', titleKey: 'core:routes.copilotApis', area }),
];
