import { z } from 'zod';

// Contracts compile without DOM or Node types; both runtimes have the WHATWG URL this needs.
declare const URL: new (
  input: string,
) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
};

/** Where a client reads the API clients' authorization server metadata (RFC 8414 3, issuer at the root). */
export const authorizationServerMetadataPath = '/.well-known/oauth-authorization-server';

/** The grant types the API clients' token endpoint serves. */
export const oauthGrantTypes = ['authorization_code', 'refresh_token', 'client_credentials'] as const;

/** The token endpoint's error codes (RFC 6749 5.2, RFC 8707 2 for `invalid_target`). */
export const oauthErrorCodes = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
  'unsupported_token_type',
] as const;
export type OAuthErrorCode = (typeof oauthErrorCodes)[number];

/**
 * An OAuth endpoint's refusal (RFC 6749 5.2): `error` and `error_description` for standard clients, and
 * the same text as `message`, which the portal's own clients (the web app, the CLI) read from every API.
 */
export const oauthErrorSchema = z.object({
  error: z.enum(oauthErrorCodes),
  error_description: z.string(),
  message: z.string(),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;
/** The statuses the OAuth endpoints (token, revocation) answer with RFC 6749 5.2's body. */
export const OAUTH_ERROR_STATUSES = [400, 401, 413, 415] as const;
/** Those refusals as an endpoint's other responses: each status with the OAuth body. */
export const oauthErrorResponses = /* @__PURE__ */ Object.fromEntries(
  OAUTH_ERROR_STATUSES.map((status) => [status, oauthErrorSchema]),
) as Record<(typeof OAUTH_ERROR_STATUSES)[number], typeof oauthErrorSchema>;

/**
 * The API clients' authorization server as RFC 8414 2 describes one, with OpenID Connect Discovery 1.0
 * 3's fields (one document at both well-known paths): only what it really supports.
 */
export const authorizationServerMetadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string(),
  jwks_uri: z.string(),
  userinfo_endpoint: z.string(),
  /** OpenID Connect RP-Initiated Logout 1.0 2.1. */
  end_session_endpoint: z.string(),
  response_types_supported: z.array(z.string()),
  response_modes_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.literal(true),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  /** OpenID Connect Prompt Create 1.0 4: the prompt values the authorize step honours. */
  prompt_values_supported: z.array(z.string()),
  claims_parameter_supported: z.literal(false),
  request_parameter_supported: z.literal(false),
  request_uri_parameter_supported: z.literal(false),
  service_documentation: z.string(),
});
export type AuthorizationServerMetadata = z.infer<typeof authorizationServerMetadataSchema>;

/** RP-Initiated Logout 1.0 2: where an API client sends a user to end their portal session. */
export const endSessionPath = '/auth/v1/logout';

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

/**
 * Whether the redirect URI of a request is the registered one: the same string, or (RFC 8252 7.3) a
 * loopback IP redirect URI registered over http that differs only by its port, since a native app
 * listens on whatever port the system gives it. `localhost` is not a loopback IP here (RFC 8252 8.3: a
 * name may resolve elsewhere), so it keeps its exact port.
 */
export function redirectUriMatches(registered: string, asked: string): boolean {
  if (registered === asked) return true;
  let a: InstanceType<typeof URL>;
  let b: InstanceType<typeof URL>;
  try {
    a = new URL(registered);
    b = new URL(asked);
  } catch {
    return false;
  }
  return (
    a.protocol === 'http:' &&
    b.protocol === 'http:' &&
    LOOPBACK_IPS.has(a.hostname) &&
    a.hostname === b.hostname &&
    a.pathname === b.pathname &&
    a.search === b.search &&
    b.hash === '' &&
    b.username === '' &&
    b.password === ''
  );
}
