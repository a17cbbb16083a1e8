import type { OrgPermission } from '@portal/contracts';
import { consoleRoutes, type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'api-clients';
const canWrite = { orgPermission: 'clients.manage' satisfies OrgPermission };

export const apiClientRoutes: PortalRoute[] = consoleRoutes([
  unbuiltRoute({ path: '/console/api-clients', titleKey: 'console:routes.apiClients', area }),
  unbuiltRoute({ path: '/console/api-clients/all', titleKey: 'console:routes.apiClientsAll', area }),
  unbuiltRoute({
    path: '/console/api-clients/unassigned',
    titleKey: 'console:routes.apiClientsUnassigned',
    area,
  }),
  unbuiltRoute({
    path: '/console/api-clients/create',
    titleKey: 'console:routes.apiClientCreate',
    area,
    access: canWrite,
  }),
  unbuiltRoute({ path: '/console/api-clients/view/:id', titleKey: 'console:routes.apiClientView', area }),
  unbuiltRoute({
    path: '/console/api-clients/view/:id/edit',
    titleKey: 'console:routes.apiClientEdit',
    area,
    access: canWrite,
  }),
]);
