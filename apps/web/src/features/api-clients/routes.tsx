import type { OrgPermission } from '@portal/contracts';
import { consoleRoutes, type PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'api-clients';
const canRead = { orgPermission: 'clients.read' satisfies OrgPermission };
const canWrite = { orgPermission: 'clients.manage' satisfies OrgPermission };
const list = () => import('./ApiClientsPage.tsx').then((module) => ({ Component: module.ApiClientsPage }));

/** The company's API clients (docs/product/api-clients.md CLIENTS-1). */
export const apiClientRoutes: PortalRoute[] = consoleRoutes([
  { path: '/console/api-clients', titleKey: 'console:routes.apiClients', area, access: canRead, lazy: list },
  // docs/product/shell.md SHELL-14 names the section both api-clients (old) and clients: the same list at
  // either path.
  { path: '/console/clients', titleKey: 'console:routes.apiClients', area, access: canRead, lazy: list },
  {
    path: '/console/api-clients/all',
    titleKey: 'console:routes.apiClientsAll',
    area,
    access: canRead,
    lazy: list,
  },
  {
    path: '/console/api-clients/unassigned',
    titleKey: 'console:routes.apiClientsUnassigned',
    area,
    access: canRead,
    lazy: list,
  },
  {
    path: '/console/api-clients/create',
    titleKey: 'console:routes.apiClientCreate',
    area,
    access: canWrite,
    lazy: () =>
      import('./CreateApiClientPage.tsx').then((module) => ({ Component: module.CreateApiClientPage })),
  },
  {
    path: '/console/api-clients/view/:id',
    titleKey: 'console:routes.apiClientView',
    area,
    access: canRead,
    lazy: () => import('./ApiClientPage.tsx').then((module) => ({ Component: module.ApiClientPage })),
  },
  {
    path: '/console/api-clients/view/:id/edit',
    titleKey: 'console:routes.apiClientEdit',
    area,
    access: canWrite,
    lazy: () => import('./EditApiClientPage.tsx').then((module) => ({ Component: module.EditApiClientPage })),
  },
]);
