import { z } from 'zod';
import { type OpenidScope, openidScopes } from './scopeNames.ts';

export const openidScopeSchema = z.enum(openidScopes);

/** Where the API clients' OpenID Connect parts live (issuer PUBLIC_URL, beside /auth/v1/token). */
export const openidConfigurationPath = '/.well-known/openid-configuration';
export const apiClientsJwksPath = '/auth/v1/jwks';
export const userinfoPath = '/auth/v1/userinfo';
/** How long an ID token of the API clients' server is valid. */
export const idTokenLifetimeSeconds = 60 * 60;

/** The claims each scope releases at userinfo (OIDC Core 5.4); `sub` is always there. */
export const openidScopeClaims: Record<OpenidScope, readonly string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
};

/** GET /auth/v1/userinfo (OIDC Core 5.3.2): only the claims the token's scopes allow. */
export const userinfoSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
});
export type Userinfo = z.infer<typeof userinfoSchema>;

/** GET /auth/v1/jwks (RFC 7517 5): the public keys that verify the ID tokens. */
export const jwksSchema = z.object({
  keys: z.array(
    z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() }).catchall(z.string()),
  ),
});
export type Jwks = z.infer<typeof jwksSchema>;

/**
 * A bearer token refused at userinfo (RFC 6750 3.1), in the body as well as in WWW-Authenticate:
 * invalid_request when none was sent, invalid_token for any other.
 */
export const bearerErrorSchema = z.object({
  error: z.enum(['invalid_token', 'invalid_request']),
  error_description: z.string(),
  message: z.string(),
});
