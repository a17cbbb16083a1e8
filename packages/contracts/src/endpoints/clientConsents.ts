import type { z } from 'zod';
import type { apiClientParamsSchema } from '../apiClients/apiClients.ts';
import type { clientConsentParamsSchema, clientConsentsSchema } from '../apiClients/authorization.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The consents users gave API clients on the authorize page. A client's owner (clients.read) sees its
 * consents; a member sees their own and takes one back without a permission (what a user gave, they may
 * take back), clients.manage withdraws anyone's: the handler checks membership and which consent it is.
 */
export const clientConsentsEndpoints = /* @__PURE__ */ endpointTable({
  listApiClientConsents: op<{
    params: typeof apiClientParamsSchema;
    response: typeof clientConsentsSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/clients/:id/consents',
    status: 200,
    access: { orgPermission: 'clients.read' },
  }),
  listMyClientConsents: op<{ response: typeof clientConsentsSchema }>()({
    method: 'GET',
    path: '/auth/v2/clientConsents',
    status: 200,
    access: 'session',
  }),
  withdrawClientConsent: op<{ params: typeof clientConsentParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v2/clients/:id/consents/:consentId',
    status: 204,
    access: 'session',
  }),
});
