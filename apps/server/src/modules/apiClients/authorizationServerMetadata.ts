import {
  type AuthorizationServerMetadata,
  apiClientScopes,
  apiClientsJwksPath,
  authorizePath,
  endSessionPath,
  oauthGrantTypes,
  openidScopeClaims,
  openidScopes,
  PORTAL_SCOPE_ALL,
  userinfoPath,
} from '@portal/contracts';

/**
 * The API clients' authorization server described by RFC 8414 2 and OpenID Connect Discovery 1.0 3, one
 * document at both well-known paths, with only what it really does: the code flow with PKCE S256
 * answered in the query, the three grants, secrets by Basic or in the body (or none for a public
 * client), revocation, `iss` in the authorization response (RFC 9207), RS256 ID tokens and userinfo,
 * prompt none, login and consent, RP-initiated logout. No claims or request parameters
 * (docs/decisions/openid-connect-for-api-clients.md).
 */
export function authorizationServerMetadata(issuer: string): AuthorizationServerMetadata {
  const clientAuth = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer,
    authorization_endpoint: `${issuer}${authorizePath}`,
    token_endpoint: `${issuer}/auth/v1/token`,
    revocation_endpoint: `${issuer}/auth/v1/token/revoke`,
    jwks_uri: `${issuer}${apiClientsJwksPath}`,
    userinfo_endpoint: `${issuer}${userinfoPath}`,
    end_session_endpoint: `${issuer}${endSessionPath}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: [...oauthGrantTypes],
    token_endpoint_auth_methods_supported: clientAuth,
    revocation_endpoint_auth_methods_supported: clientAuth,
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...openidScopes, ...apiClientScopes, PORTAL_SCOPE_ALL],
    authorization_response_iss_parameter_supported: true,
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    claims_supported: [
      ...new Set([
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'at_hash',
        ...Object.values(openidScopeClaims).flat(),
      ]),
    ],
    // max_age has no field of its own: OIDC Core makes it every provider's (3.1.2.1).
    prompt_values_supported: ['none', 'login', 'consent'],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    service_documentation: `${issuer}/documentation/api-clients`,
  };
}
