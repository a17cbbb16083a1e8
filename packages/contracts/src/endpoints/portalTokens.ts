import type { portalClientSelfSchema } from '../apiClients/portalScopes.ts';
import { endpointTable, op } from './endpoint.ts';

/** What the calling API client's portal token is and may do: a pipeline checks it before it changes anything. */
export const portalTokensEndpoints = /* @__PURE__ */ endpointTable({
  getPortalClientSelf: op<{ response: typeof portalClientSelfSchema }>()({
    method: 'GET',
    path: '/auth/v2/clients/self/permissions',
    status: 200,
    // A portal token, not a session: the handler refuses anything else with its own 401.
    access: 'public',
  }),
});
