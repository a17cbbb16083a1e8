import type { authorizationServerMetadataSchema } from '../apiClients/oauthServer.ts';
import type { jwksSchema, userinfoSchema } from '../apiClients/openidConnect.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * What a standard client reads of the API clients' authorization server: its metadata (RFC 8414, and the
 * same document at OpenID Connect Discovery's path), the keys of its ID tokens and userinfo. Public: a
 * userinfo call proves itself with its bearer token, which the handler checks (RFC 6750).
 */
export const apiClientsOpenidEndpoints = /* @__PURE__ */ endpointTable({
  getAuthorizationServerMetadata: op<{ response: typeof authorizationServerMetadataSchema }>()({
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    status: 200,
    access: 'public',
  }),
  getOpenidConfiguration: op<{ response: typeof authorizationServerMetadataSchema }>()({
    method: 'GET',
    path: '/.well-known/openid-configuration',
    status: 200,
    access: 'public',
  }),
  getApiClientsJwks: op<{ response: typeof jwksSchema }>()({
    method: 'GET',
    path: '/auth/v1/jwks',
    status: 200,
    access: 'public',
  }),
  getUserinfo: op<{ response: typeof userinfoSchema }>()({
    method: 'GET',
    path: '/auth/v1/userinfo',
    status: 200,
    access: 'public',
  }),
  // OIDC Core 5.3.1 lets a client ask with POST as well; RFC 6750 2.2 lets the token come in a form body.
  postUserinfo: op<{ response: typeof userinfoSchema }>()({
    method: 'POST',
    path: '/auth/v1/userinfo',
    status: 200,
    access: 'public',
  }),
});
