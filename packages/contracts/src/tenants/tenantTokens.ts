import { z } from 'zod';
import { environmentSchema } from '../apps/appEnumSchemas.ts';
import { regionSchema } from '../identity/regions.ts';
import { tenantNameSchema } from './tenantsApi.ts';

/** The sandbox tenant's services (docs/product/sandbox.md): REST, SOAP and GraphQL serve the same ones. */
export const sandboxServices = [
  'workers',
  'organizations',
  'jobProfiles',
  'absenceManagement',
  'financials',
] as const;
export type SandboxService = (typeof sandboxServices)[number];

/** A tenant token's scopes: reading or writing one service (docs/product/tenants.md TENANTS-3). */
export type TenantTokenScope = `${SandboxService}.${'read' | 'write'}`;
export const tenantTokenScopes = sandboxServices.flatMap((service) => [
  `${service}.read` as const,
  `${service}.write` as const,
]) as readonly TenantTokenScope[];
export const tenantTokenScopeSchema = z.enum(tenantTokenScopes as [TenantTokenScope, ...TenantTokenScope[]]);

/** The scope a call needs: reads need `.read`, writes `.write` (which does not imply read). */
export function scopeFor(service: SandboxService, write: boolean): TenantTokenScope {
  return `${service}.${write ? 'write' : 'read'}`;
}

const scopeListSchema = z
  .array(tenantTokenScopeSchema)
  .min(1, 'Choose at least one scope.')
  .max(tenantTokenScopes.length)
  .transform((scopes) => [...new Set(scopes)].sort());

/** How long a tenant token lives, and its refresh token. */
export const tenantTokenLifetimeSeconds = 60 * 60;
export const tenantRefreshLifetimeSeconds = 7 * 24 * 60 * 60;

/** POST /auth/v1/tenants/{tenantId}/connect: a token for the signed-in user, all scopes unless named. */
export const tenantConnectRequestSchema = z.object({ scopes: scopeListSchema.optional() });
export type TenantConnectRequest = z.infer<typeof tenantConnectRequestSchema>;

/** A tenant token as OAuth 2.0 answers one (RFC 6749 5.1), with the tenant it is for. */
export const tenantTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  expires_at: z.iso.datetime(),
  refresh_token: z.string(),
  scope: z.string(),
  tenant: tenantNameSchema,
  tenantId: z.uuid(),
});
export type TenantToken = z.infer<typeof tenantTokenSchema>;

const tokenString = z
  .string()
  .min(1, 'The token is missing.')
  .max(200, 'This is not a token this portal issued.');

/** POST /auth/v1/token: a refresh token for a new pair (the old pair stops working). */
export const tenantTokenRefreshSchema = z.object({
  grant_type: z.literal('refresh_token', { message: "grant_type must be 'refresh_token'." }),
  refresh_token: tokenString,
});

/**
 * POST /auth/v1/token, any grant: an authorization code with its PKCE verifier (RFC 6749 4.1.3, RFC 7636),
 * a refresh token (a user's tenant token, rotated), or an API client's
 * own credentials (RFC 6749 4.4) for one of its tenants (`tenant`, its only one by default) and scopes
 * (`scope`, space-separated, all it was given by default). Client authentication is HTTP Basic or
 * client_id and client_secret in the body.
 */
export const tenantTokenRequestSchema = z
  .object({
    grant_type: z.enum(['refresh_token', 'client_credentials', 'authorization_code'], {
      message: "grant_type must be 'authorization_code', 'refresh_token' or 'client_credentials'.",
    }),
    refresh_token: tokenString.optional(),
    code: tokenString.optional(),
    redirect_uri: z.string().max(2000).optional(),
    code_verifier: z.string().max(200).optional(),
    client_id: z.string().max(100).optional(),
    client_secret: z.string().max(200).optional(),
    scope: z.string().max(1000).optional(),
    tenant: tenantNameSchema.optional(),
  })
  .refine((body) => body.grant_type !== 'refresh_token' || body.refresh_token !== undefined, {
    message: 'The refresh token is missing.',
    path: ['refresh_token'],
  })
  .refine((body) => body.grant_type !== 'authorization_code' || body.code !== undefined, {
    message: 'The authorization code is missing.',
    path: ['code'],
  });
export type TenantTokenRequest = z.infer<typeof tenantTokenRequestSchema>;

/**
 * The token endpoint's answer: client credentials come without a refresh token (RFC 6749 4.4.3); a code
 * granted with `openid` comes with an ID token (OIDC Core 3.1.3.3).
 */
export const tokenEndpointAnswerSchema = tenantTokenSchema.extend({
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
});
export type TokenEndpointAnswer = z.infer<typeof tokenEndpointAnswerSchema>;

/**
 * POST /auth/v1/token/revoke (RFC 7009): an access or refresh token; its whole family stops working. The
 * client authenticates as at the token endpoint (HTTP Basic, or client_id and client_secret), a public
 * one names itself with client_id; `token_type_hint` is accepted and not needed (tokens say what they are).
 */
export const tenantTokenRevokeSchema = z.object({
  token: tokenString,
  token_type_hint: z.string().max(100).optional(),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(200).optional(),
});

/** A consent the user gave for the portal to act on a tenant with these scopes. */
export const tenantConsentSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenant: tenantNameSchema,
  scopes: z.array(tenantTokenScopeSchema),
  grantedAt: z.iso.datetime(),
});
export type TenantConsent = z.infer<typeof tenantConsentSchema>;
export const tenantConsentsSchema = z.object({ data: z.array(tenantConsentSchema) });

/** POST /auth/v2/consents. */
export const tenantConsentRequestSchema = z.object({ tenantId: z.uuid(), scopes: scopeListSchema });

/**
 * GET /auth/v1/tenants/{id}/consentCheck: the scopes a connect (all scopes) still needs the user's consent
 * to, empty when it would connect at once. The question the page asks before Connect, so a first connect
 * shows the consent dialog without a refused request first (docs/product/tenants.md TENANTS-4).
 */
export const tenantConsentCheckSchema = z.object({ missingScopes: z.array(tenantTokenScopeSchema) });
export type TenantConsentCheck = z.infer<typeof tenantConsentCheckSchema>;

/** The 409 answer to a connect that needs a consent first: the scopes to ask the user for. */
export const consentRequiredSchema = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  scopes: z.array(tenantTokenScopeSchema),
});

/** GET /auth/v1/tenantConfig/{id}: what a developer copies to call the tenant. */
export const tenantConfigSchema = z.object({
  id: z.uuid(),
  name: tenantNameSchema,
  environment: environmentSchema,
  region: regionSchema,
  dataCenter: z.string(),
  endpoints: z.object({
    rest: z.string(),
    soap: z.string(),
    graphql: z.string(),
    graphqlSchema: z.string(),
    token: z.string(),
  }),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** What revoking answers: an empty object, whatever the token was (RFC 7009 2.2). */
export const tokenRevokedSchema = z.object({});
