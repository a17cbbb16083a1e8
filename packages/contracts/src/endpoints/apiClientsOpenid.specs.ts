import { authorizationServerMetadataSchema } from '../apiClients/oauthServer.ts';
import { bearerErrorSchema, jwksSchema, userinfoSchema } from '../apiClients/openidConnect.ts';
import { apiClientsOpenidEndpoints } from './apiClientsOpenid.ts';
import { endpointSpecs } from './endpoint.ts';

const userinfo = {
  summary:
    "The signed-in user's claims for an access token granted with openid (OIDC Core 5.3): sub, and name or e-mail as profile and email allow",
  errors: [400],
  // RFC 6750 3.1: the refusal is the bearer scheme's, in its own body.
  otherResponses: { 401: bearerErrorSchema },
  security: [{ tenantToken: [] }],
  schemas: { response: userinfoSchema },
} as const;

export const apiClientsOpenidSpecs = /* @__PURE__ */ endpointSpecs(
  apiClientsOpenidEndpoints,
  ['api-clients'],
  {
    getAuthorizationServerMetadata: {
      summary:
        "The API clients' authorization server metadata (RFC 8414): its endpoints, grants, client authentication and scopes",
      errors: [],
      schemas: { response: authorizationServerMetadataSchema },
    },
    getOpenidConfiguration: {
      summary:
        "The API clients' OpenID provider configuration (OpenID Connect Discovery 1.0): the same document as RFC 8414's",
      errors: [],
      schemas: { response: authorizationServerMetadataSchema },
    },
    getApiClientsJwks: {
      summary: "The public keys that verify the API clients' ID tokens (RFC 7517)",
      errors: [],
      schemas: { response: jwksSchema },
    },
    getUserinfo: userinfo,
    postUserinfo: userinfo,
  },
);
