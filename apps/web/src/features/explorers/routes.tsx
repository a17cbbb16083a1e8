import type { OrgPermission } from '@portal/contracts';
import { type PortalRoute, requiringSession } from '../../lib/routes/routeTypes.ts';

const area = 'explorers';

/**
 * The API explorers (docs/product/sandbox.md SANDBOX-9); they call the company's tenants, so they need a
 * company and its tenants.
 */
export const explorerRoutes: PortalRoute[] = [
  ...requiringSession([
    {
      path: '/rest-api-explorer',
      titleKey: 'core:routes.restApiExplorer',
      area,
      access: { orgPermission: 'tenants.read' satisfies OrgPermission },
      lazy: () =>
        import('./rest/RestExplorerPage.tsx').then((module) => ({ Component: module.RestExplorerPage })),
    },
  ]),
  ...requiringSession([
    {
      path: '/soap-api-explorer',
      titleKey: 'core:routes.soapApiExplorer',
      area,
      access: { orgPermission: 'tenants.read' satisfies OrgPermission },
      lazy: () =>
        import('./soap/SoapExplorerPage.tsx').then((module) => ({ Component: module.SoapExplorerPage })),
    },
    {
      path: '/graph-api-explorer',
      titleKey: 'core:routes.graphApiExplorer',
      area,
      access: { orgPermission: 'tenants.read' satisfies OrgPermission },
      lazy: () =>
        import('./graphql/GraphExplorerPage.tsx').then((module) => ({ Component: module.GraphExplorerPage })),
    },
  ]),
  {
    path: '/graphapi-changelog',
    titleKey: 'core:routes.graphApiChangelog',
    area,
    lazy: () =>
      import('./graphql/GraphqlChangelogPage.tsx').then((module) => ({
        Component: module.GraphqlChangelogPage,
      })),
  },
  // Public like the portal's OpenAPI document it reads; not found while the copilot flag is off.
  {
    path: '/copilot-apis',
    titleKey: 'core:routes.copilotApis',
    area,
    lazy: () =>
      import('./copilot/CopilotApisPage.tsx').then((module) => ({ Component: module.CopilotApisPage })),
  },
];
