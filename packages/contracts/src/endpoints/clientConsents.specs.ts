import { z } from 'zod';
import { apiClientParamsSchema } from '../apiClients/apiClients.ts';
import { clientConsentParamsSchema, clientConsentsSchema } from '../apiClients/authorization.ts';
import { clientConsentsEndpoints } from './clientConsents.ts';
import { endpointSpecs } from './endpoint.ts';

export const clientConsentsSpecs = /* @__PURE__ */ endpointSpecs(clientConsentsEndpoints, ['api-clients'], {
  listApiClientConsents: {
    summary: 'Which users allowed the client which scopes on which tenant',
    errors: [400, 401, 403, 404],
    schemas: { params: apiClientParamsSchema, response: clientConsentsSchema },
  },
  listMyClientConsents: {
    summary: "The API clients the signed-in user allowed to act for them on the company's tenants",
    errors: [400, 401, 403],
    schemas: { response: clientConsentsSchema },
  },
  withdrawClientConsent: {
    summary:
      "Withdraws a user's consent (clients.manage, or the user's own); the client's tokens for that user and tenant stop at once",
    errors: [400, 401, 403, 404],
    schemas: { params: clientConsentParamsSchema, response: z.null() },
  },
});
