import {
  type AuthorizationServerMetadata,
  apiClientScopes,
  authorizePath,
  oauthGrantTypes,
  PORTAL_SCOPE_ALL,
} from '@portal/contracts';

/**
 * The API clients' authorization server described by RFC 8414 2, with only what it really does: the
 * code flow with PKCE S256 answered in the query, the three grants, secrets by Basic or in the body (or
 * none for a public client), revocation, and `iss` in the authorization response (RFC 9207). No JWKS,
 * userinfo or ID tokens: its tokens are opaque and it is no OpenID provider (the embedded one at /oidc
 * is, for the portal's own sign-in).
 */
export function authorizationServerMetadata(issuer: string): AuthorizationServerMetadata {
  const clientAuth = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer,
    authorization_endpoint: `${issuer}${authorizePath}`,
    token_endpoint: `${issuer}/auth/v1/token`,
    revocation_endpoint: `${issuer}/auth/v1/token/revoke`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: [...oauthGrantTypes],
    token_endpoint_auth_methods_supported: clientAuth,
    revocation_endpoint_auth_methods_supported: clientAuth,
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...apiClientScopes, PORTAL_SCOPE_ALL],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${issuer}/documentation/api-clients`,
  };
}
