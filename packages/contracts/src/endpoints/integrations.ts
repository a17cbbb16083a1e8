import type { z } from 'zod';
import type { apiClientParamsSchema } from '../apiClients/apiClients.ts';
import type {
  clientConnectionsSchema,
  connectIntegrationSchema,
  integrationClientParamsSchema,
  integrationClientPreviewSchema,
  integrationParamsSchema,
  thirdPartyIntegrationSchema,
  thirdPartyIntegrationsSchema,
} from '../apiClients/integrations.ts';
import type { organizationParamsSchema } from '../identity/organizations.ts';
import { endpointTable, op } from './endpoint.ts';

type Org = { params: typeof organizationParamsSchema };

/**
 * Third-party integrations of a company: its admins (company.admin in the path's company) or provider
 * staff (admin.companies) manage them, the handler's check as staff need no membership. An API client's
 * owner (clients.read) sees which companies connected it.
 */
export const integrationsEndpoints = /* @__PURE__ */ endpointTable({
  listIntegrations: op<Org & { response: typeof thirdPartyIntegrationsSchema }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/integrations',
    status: 200,
    access: 'session',
  }),
  previewIntegrationClient: op<{
    params: typeof integrationClientParamsSchema;
    response: typeof integrationClientPreviewSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/integrations/clients/:clientId',
    status: 200,
    access: 'session',
  }),
  connectIntegration: op<
    Org & { body: typeof connectIntegrationSchema; response: typeof thirdPartyIntegrationSchema }
  >()({
    method: 'POST',
    path: '/auth/v2/organizations/:org/integrations',
    status: 201,
    access: 'session',
  }),
  listClientConnections: op<{
    params: typeof apiClientParamsSchema;
    response: typeof clientConnectionsSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/clients/:id/connections',
    status: 200,
    access: { orgPermission: 'clients.read' },
  }),
  disconnectIntegration: op<{ params: typeof integrationParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v2/organizations/:org/integrations/:id',
    status: 204,
    access: 'session',
  }),
});
