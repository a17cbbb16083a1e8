import { z } from 'zod';
import { authCallbackPaths } from './callbacks.ts';
import { regionSchema } from './regions.ts';

/** GET /api/v1/sessionInfo: exactly the session fields of docs/product/sign-in.md SIGNIN-1. */
export const sessionInfoSchema = z.object({
  scope: z.object({
    region_fqdn: z.string(),
    region: regionSchema,
    client_id: z.string(),
  }),
  /** Epoch seconds; signed in means exp is in the future. */
  exp: z.number().int(),
  /** The user's uuid. */
  sub: z.string(),
  regionDisplayName: z.string(),
  regionAlias: z.string(),
  /** Base URL of the identity service (same origin: PUBLIC_URL + '/auth'). */
  authBaseUri: z.string(),
  /** Send it back in the `xsrf-token` header on every state-changing request. */
  csrfToken: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export function isSignedIn(
  session: Pick<SessionInfo, 'exp'> | null | undefined,
  nowMs = Date.now(),
): boolean {
  return !!session && session.exp * 1000 > nowMs;
}

/**
 * POST /api/v1/token: the callback parameters plus the client id. The BFF redeems the code
 * with the verifier; the web must have sent `nonce` = `state` in the authorization request so the
 * server can check that this state belongs to this code.
 */
export const tokenRequestSchema = z.object({
  state: z.string().min(16).max(512),
  /** The nonce sent in the authorization request; the ID token must carry it (its own value, not the state). */
  nonce: z.string().min(16).max(512),
  code: z.string().min(1).max(2048),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be an RFC 7636 code verifier'),
  clientId: z.string().min(1).max(256),
  region: regionSchema.optional(),
  /** The `iss` parameter of the callback (RFC 9207), checked when present. */
  iss: z.string().max(2048).optional(),
  /** The callback route the provider redirected to; '/auth' unless another tool's callback started it. */
  redirectPath: z.enum(authCallbackPaths).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** POST /api/v1/token-exchange: switch the session to another region (docs/product/sign-in.md SIGNIN-12). */
export const tokenExchangeRequestSchema = z.object({ region: regionSchema });
export type TokenExchangeRequest = z.infer<typeof tokenExchangeRequestSchema>;

/**
 * The answer of /token and /token-exchange. The browser never holds the session's access or refresh
 * token (SIGNIN-7), so instead of `access_token` it gets the new session info
 * (docs/decisions/bff-token-response.md).
 */
export const tokenResponseSchema = sessionInfoSchema;
export type TokenResponse = SessionInfo;

/** GET /api/v1/auth/config: what the web needs to build the authorization URL. */
export const authConfigSchema = z.object({
  authorizationEndpoint: z.url(),
  clientId: z.string(),
  redirectUri: z.url(),
  /** Every registered callback: PUBLIC_URL + each of authCallbackPaths. */
  redirectUris: z.array(z.url()),
  scope: z.string(),
  /** Always S256. */
  codeChallengeMethod: z.literal('S256'),
  endSessionEndpoint: z.url().optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
