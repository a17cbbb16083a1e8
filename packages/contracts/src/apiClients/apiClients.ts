import { z } from 'zod';
import {
  type ApiClientScope,
  apiClientScopeSchema,
  apiClientScopes,
  portalScopeSchema,
} from './portalScopes.ts';
import { isPortalScope } from './scopeNames.ts';

/**
 * API clients: applications of a company that call its tenants with their own credentials.
 * Confidential clients hold a secret; public clients (a browser or a phone) cannot keep one and prove
 * themselves with PKCE; system clients are the provider's own and only the provider changes them.
 */
export const apiClientTypes = ['confidential', 'public', 'system'] as const;
export type ApiClientType = (typeof apiClientTypes)[number];

export const apiClientGrantTypes = ['authorization_code', 'client_credentials', 'refresh_token'] as const;
export type ApiClientGrantType = (typeof apiClientGrantTypes)[number];

export const API_CLIENT_NAME_MAX = 100;
export const API_CLIENT_URIS_MAX = 20;
/** Rotation keeps the old secret working this long at most, so a rotation can never mean "forever". */
export const API_CLIENT_OVERLAP_MAX_HOURS = 30 * 24;
/** The policy age past which a secret is flagged for rotation (credential health). */
export const API_CLIENT_SECRET_POLICY_DAYS = 90;
/** A client with no token for this long is flagged unused. */
export const API_CLIENT_UNUSED_DAYS = 60;

// Contracts compile without DOM or Node types; both runtimes have the WHATWG URL this needs.
declare const URL: new (
  input: string,
) => { origin: string; protocol: string; hostname: string; username: string; password: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What redirect URIs and origins both need: no wildcard (exact match) and an absolute URL. */
function parsedUrl(
  value: string,
  messages: { wildcard: string; unparsable: string },
): InstanceType<typeof URL> | string {
  if (value.includes('*')) return messages.wildcard;
  try {
    return new URL(value);
  } catch {
    return messages.unparsable;
  }
}

/** https, or http on the loopback interface only (a developer's machine). */
const secureOrLoopback = (url: InstanceType<typeof URL>) =>
  url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));

/**
 * Why a redirect URI is refused, or null when it is fine (OAuth 2.0 Security BCP, RFC 9700 4.1): https,
 * or http on the loopback interface only; exact match, so no wildcard; no fragment (RFC 6749 3.1.2).
 */
export function redirectUriProblem(value: string): string | null {
  const url = parsedUrl(value, {
    wildcard: 'Wildcards are not allowed: register each redirect URI exactly.',
    unparsable: 'Enter an absolute URI, such as https://app.example.com/callback.',
  });
  if (typeof url === 'string') return url;
  if (value.includes('#')) return 'A redirect URI may not have a fragment (#).';
  if (url.username || url.password) return 'A redirect URI may not carry a user name or password.';
  if (secureOrLoopback(url)) return null;
  if (url.protocol === 'http:') return 'Use https, or http on localhost only.';
  return 'Use an https URI (or http on localhost).';
}

/** Why an allowed CORS origin is refused, or null: an origin is a scheme, a host and a port, no path. */
export function corsOriginProblem(value: string): string | null {
  const url = parsedUrl(value, {
    wildcard: 'Wildcards are not allowed: list each origin.',
    unparsable: 'Enter an origin, such as https://app.example.com.',
  });
  if (typeof url === 'string') return url;
  if (url.origin !== value.replace(/\/$/, '')) return 'An origin has no path, query or fragment.';
  return secureOrLoopback(url) ? null : 'Use https, or http on localhost only.';
}

const uriList = (problem: (value: string) => string | null, normalize: (value: string) => string) =>
  z
    .array(z.string().trim().max(2000, 'Keep each URI under 2,000 characters.'))
    .max(API_CLIENT_URIS_MAX, `At most ${API_CLIENT_URIS_MAX}.`)
    .superRefine((values, ctx) => {
      values.forEach((value, index) => {
        const message = problem(value);
        if (message) ctx.addIssue({ code: 'custom', message: `${value}: ${message}`, path: [index] });
      });
    })
    .transform((values) => [...new Set(values.map(normalize))]);

/** The fields a company sets on its client; the type is chosen once, at creation. */
const clientFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name.')
    .max(API_CLIENT_NAME_MAX, `Keep the name under ${API_CLIENT_NAME_MAX} characters.`),
  description: z.string().trim().max(500, 'Keep the description under 500 characters.').default(''),
  grantTypes: z
    .array(z.enum(apiClientGrantTypes))
    .min(1, 'Choose at least one grant type.')
    .transform((grants) => apiClientGrantTypes.filter((grant) => grants.includes(grant))),
  redirectUris: uriList(redirectUriProblem, (value) => value).default([]),
  corsOrigins: uriList(corsOriginProblem, (value) => new URL(value).origin).default([]),
  scopes: z
    .array(apiClientScopeSchema)
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => apiClientScopes.filter((scope) => scopes.includes(scope))),
  tenantIds: z
    .array(z.uuid())
    .max(100)
    .transform((ids) => [...new Set(ids)]),
  ownerId: z.uuid().nullable().default(null),
  /**
   * An integration client (docs/product/api-clients.md CLIENTS-5): the provider issues it refresh tokens for
   * a tenant's integration system user, valid `refreshTokenDays` (1 to 365) or, with null, until revoked.
   */
  integration: z.boolean().default(false),
  refreshTokenDays: z
    .number({ message: 'Enter a number of days.' })
    .int('Whole days only.')
    .min(1, 'Refresh tokens live 1 to 365 days, or never expire.')
    .max(365, 'Refresh tokens live 1 to 365 days, or never expire.')
    .nullable()
    .default(null),
});

/** The rules between fields, shared by create and edit. */
function grantRules(
  value: {
    type: ApiClientType;
    grantTypes: ApiClientGrantType[];
    redirectUris: string[];
    integration?: boolean;
  },
  ctx: z.RefinementCtx,
) {
  if (value.integration && value.type === 'public')
    ctx.addIssue({
      code: 'custom',
      path: ['integration'],
      message: 'An integration client keeps a secret: make it confidential.',
    });
  if (value.integration && !value.grantTypes.includes('refresh_token'))
    ctx.addIssue({
      code: 'custom',
      path: ['grantTypes'],
      message: 'An integration client gets refresh tokens: choose the refresh token grant.',
    });
  if (value.type === 'public' && value.grantTypes.includes('client_credentials'))
    ctx.addIssue({
      code: 'custom',
      path: ['grantTypes'],
      message: 'A public client holds no secret, so it cannot use client credentials.',
    });
  if (value.type === 'public' && !value.grantTypes.includes('authorization_code'))
    ctx.addIssue({
      code: 'custom',
      path: ['grantTypes'],
      message: 'A public client signs users in with the authorization code grant and PKCE.',
    });
  if (value.grantTypes.includes('authorization_code') && value.redirectUris.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['redirectUris'],
      message: 'The authorization code grant needs at least one redirect URI.',
    });
  if (value.grantTypes.length === 1 && value.grantTypes[0] === 'refresh_token')
    ctx.addIssue({
      code: 'custom',
      path: ['grantTypes'],
      message: 'Refresh tokens come from another grant: choose it too.',
    });
}

/** A tenant scope is used on a tenant: a client with one reaches at least one (portal scopes need none). */
function tenantRule(value: { scopes: ApiClientScope[]; tenantIds: string[] }, ctx: z.RefinementCtx) {
  if (value.tenantIds.length === 0 && value.scopes.some((scope) => !isPortalScope(scope)))
    ctx.addIssue({ code: 'custom', path: ['tenantIds'], message: 'Choose at least one tenant.' });
}

export const apiClientCreateSchema = clientFields
  .extend({
    type: z.enum(apiClientTypes),
    /**
     * Left out, the creator owns the new client (one without an owner showed as
     * unassigned); null asks for no owner.
     */
    ownerId: z.uuid().nullable().optional(),
  })
  .superRefine((value, ctx) => {
    grantRules(value, ctx);
    tenantRule(value, ctx);
  });
export type ApiClientCreate = z.input<typeof apiClientCreateSchema>;

/** An edit sends every field again (the form holds them all); the type stays what it was. */
export const apiClientUpdateSchema = clientFields.superRefine(tenantRule);
export type ApiClientUpdate = z.input<typeof apiClientUpdateSchema>;
/** The update rules need the stored type, so the server runs them after reading the client. */
export const apiClientRulesSchema = z
  .object({
    type: z.enum(apiClientTypes),
    grantTypes: z.array(z.enum(apiClientGrantTypes)),
    redirectUris: z.array(z.string()),
    integration: z.boolean(),
  })
  .superRefine(grantRules);

export const apiClientSecretSchema = z.object({
  id: z.uuid(),
  /** The last four characters, to tell secrets apart: never enough to use one. */
  hint: z.string(),
  createdAt: z.iso.datetime(),
  /** When rotation ends its overlap; null while it is the current secret. */
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  state: z.enum(['current', 'overlap', 'expired', 'revoked']),
});
export type ApiClientSecret = z.infer<typeof apiClientSecretSchema>;

export const apiClientWarnings = [
  'secret_old',
  'unused',
  'never_used',
  'unused_scopes',
  'no_secret',
] as const;
export type ApiClientWarning = (typeof apiClientWarnings)[number];

export const apiClientSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: z.enum(apiClientTypes),
  grantTypes: z.array(z.enum(apiClientGrantTypes)),
  redirectUris: z.array(z.string()),
  corsOrigins: z.array(z.string()),
  scopes: z.array(apiClientScopeSchema),
  tenants: z.array(z.object({ id: z.uuid(), name: z.string() })),
  owner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  integration: z.boolean(),
  refreshTokenDays: z.number().int().nullable(),
  /** A disabled client gets no token, and every token it holds stops working until it is enabled. */
  disabled: z.boolean(),
  secrets: z.array(apiClientSecretSchema),
  /** Credential health (CLIENTS-3), computed when read. */
  health: z.object({
    /** Age in days of the newest live secret; null without one. */
    secretAgeDays: z.number().int().nullable(),
    /** The scopes no token of this client has asked for yet. */
    unusedScopes: z.array(apiClientScopeSchema),
    warnings: z.array(z.enum(apiClientWarnings)),
  }),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

export const apiClientListQuerySchema = z.object({
  owner: z.enum(['all', 'unassigned']).default('all'),
});
export const apiClientListSchema = z.object({ total: z.number().int(), data: z.array(apiClientSchema) });
export type ApiClientList = z.infer<typeof apiClientListSchema>;

/**
 * GET /auth/v2/clients/owners: the members the caller may make a client's owner (themselves, and those
 * who may do nothing the caller may not), each with the portal scopes they may hold as owner. A client
 * owned by someone else who is not listed is not the caller's to change.
 */
export const apiClientOwnerCandidateSchema = z.object({
  userUuid: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  portalScopes: z.array(portalScopeSchema),
});
export type ApiClientOwnerCandidate = z.infer<typeof apiClientOwnerCandidateSchema>;
export const apiClientOwnerCandidatesSchema = z.object({ data: z.array(apiClientOwnerCandidateSchema) });
export type ApiClientOwnerCandidates = z.infer<typeof apiClientOwnerCandidatesSchema>;

/** Created or rotated: the secret, the one time it is ever shown. */
export const apiClientWithSecretSchema = z.object({
  client: apiClientSchema,
  secret: z.string().nullable(),
});
export type ApiClientWithSecret = z.infer<typeof apiClientWithSecretSchema>;

export const apiClientRotateSchema = z.object({
  overlapHours: z.coerce
    .number()
    .int('Whole hours only.')
    .min(0, 'The overlap cannot be negative.')
    .max(API_CLIENT_OVERLAP_MAX_HOURS, 'Keep the overlap to 30 days at most.'),
});
export type ApiClientRotate = z.infer<typeof apiClientRotateSchema>;

export const apiClientParamsSchema = z.object({ id: z.uuid() });
export const apiClientSecretParamsSchema = z.object({ id: z.uuid(), secretId: z.uuid() });

/**
 * GET /auth/v1/scopes: what a client may be given. A tenant scope reads or writes one sandbox service
 * (`workers`); a portal scope opens part of the portal's own API to the client's portal tokens, and its
 * service says so (`portal.apps`, `portal.deploy`).
 */
export const scopeInfoSchema = z.object({
  scope: apiClientScopeSchema,
  service: z.string(),
  access: z.enum(['read', 'write']),
});
export const scopeListSchema = z.object({ data: z.array(scopeInfoSchema) });
export type ScopeInfo = z.infer<typeof scopeInfoSchema>;

export function scopeInfos(): ScopeInfo[] {
  return apiClientScopes.map((scope: ApiClientScope) => {
    // Deploying changes a tenant, and launching a run runs an app on one: both are writes.
    if (scope === 'portal.deploy' || scope === 'portal.orchestrations')
      return { scope, service: scope, access: 'write' };
    const dot = scope.lastIndexOf('.');
    return { scope, service: scope.slice(0, dot), access: scope.slice(dot + 1) as 'read' | 'write' };
  });
}

/** PUT /auth/v2/clients/{id}/disabled. */
export const apiClientDisabledSchema = z.object({ disabled: z.boolean() });

/** A refresh token of an integration client for one tenant's integration system user. */
export const integrationRefreshTokenSchema = z.object({
  id: z.uuid(),
  tenant: z.string(),
  createdAt: z.iso.datetime(),
  /** Null: it does not expire (until revoked). */
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type IntegrationRefreshToken = z.infer<typeof integrationRefreshTokenSchema>;
export const integrationRefreshTokenListSchema = z.object({ data: z.array(integrationRefreshTokenSchema) });
export const integrationRefreshTokenCreateSchema = z.object({ tenantId: z.uuid() });
/** Generated: the token, the one time it is shown. */
export const integrationRefreshTokenCreatedSchema = z.object({
  refreshToken: z.string(),
  token: integrationRefreshTokenSchema,
});
export type IntegrationRefreshTokenCreated = z.infer<typeof integrationRefreshTokenCreatedSchema>;
export const integrationRefreshTokenParamsSchema = z.object({ id: z.uuid(), tokenId: z.uuid() });
