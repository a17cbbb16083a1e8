import { portalClientSelfSchema } from '../apiClients/portalScopes.ts';
import { endpointSpecs } from './endpoint.ts';
import { portalTokensEndpoints } from './portalTokens.ts';

export const portalTokensSpecs = /* @__PURE__ */ endpointSpecs(portalTokensEndpoints, ['apiClients'], {
  getPortalClientSelf: {
    summary: "The calling API client's portal token: its client, owner, company, scopes and permissions",
    errors: [401, 403],
    schemas: { response: portalClientSelfSchema },
  },
});
