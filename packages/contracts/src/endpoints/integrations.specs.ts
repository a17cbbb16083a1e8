import { z } from 'zod';
import { apiClientParamsSchema } from '../apiClients/apiClients.ts';
import {
  clientConnectionsSchema,
  connectIntegrationSchema,
  integrationClientParamsSchema,
  integrationClientPreviewSchema,
  integrationParamsSchema,
  thirdPartyIntegrationSchema,
  thirdPartyIntegrationsSchema,
} from '../apiClients/integrations.ts';
import { organizationParamsSchema } from '../identity/organizations.ts';
import { endpointSpecs } from './endpoint.ts';
import { integrationsEndpoints } from './integrations.ts';

const errors = [400, 401, 403, 404];
const params = organizationParamsSchema;

export const integrationsSpecs = /* @__PURE__ */ endpointSpecs(integrationsEndpoints, ['clients'], {
  listIntegrations: {
    summary:
      "The company's connected integrations: name, owner, scopes, tenants, who connected them and when",
    errors,
    schemas: { params, response: thirdPartyIntegrationsSchema },
  },
  previewIntegrationClient: {
    summary: "Another company's API client by its id: its name, owner company and requested scopes",
    errors,
    schemas: { params: integrationClientParamsSchema, response: integrationClientPreviewSchema },
  },
  connectIntegration: {
    summary: 'Connect an integration with some of the scopes its client asks for, on tenants of the company',
    errors: [...errors, 409],
    schemas: { params, body: connectIntegrationSchema, response: thirdPartyIntegrationSchema },
  },
  listClientConnections: {
    summary:
      'The companies that connected this API client as a third-party integration (for its owner, clients.read)',
    errors,
    schemas: { params: apiClientParamsSchema, response: clientConnectionsSchema },
  },
  disconnectIntegration: {
    summary: "Disconnect an integration: its client's tokens for the company's tenants are revoked at once",
    errors,
    schemas: { params: integrationParamsSchema, response: z.null() },
  },
});
