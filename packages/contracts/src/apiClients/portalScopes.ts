import { z } from 'zod';
import type { OrgPermission } from '../identity/permissions.ts';
import { type TenantTokenScope, tenantTokenScopes } from '../tenants/tenantTokens.ts';
import { isPortalScope, type PortalScope, portalScopes } from './scopeNames.ts';

export const portalScopeSchema = z.enum(portalScopes);

/** Every scope a client may be given: the tenant scopes, then the portal scopes. */
export type ApiClientScope = TenantTokenScope | PortalScope;
export const apiClientScopes: readonly ApiClientScope[] = [...tenantTokenScopes, ...portalScopes];
export const apiClientScopeSchema = z.enum(apiClientScopes as [ApiClientScope, ...ApiClientScope[]]);

/**
 * The company permissions each portal scope lets a token use. The token acts as the client's owner, so
 * what it may do is this set intersected with the owner's own permissions (portalTokenPermissions).
 * Deploy reads tenants so that a pipeline can name a tenant without knowing its environment.
 */
export const portalScopePermissions: Record<PortalScope, readonly OrgPermission[]> = {
  'portal.apps.read': ['apps.read'],
  'portal.apps.write': ['apps.read', 'apps.write'],
  'portal.deploy': ['apps.read', 'apps.deploy', 'tenants.read'],
  // The API trigger of orchestrations: launch runs, poll them, cancel them, list them.
  'portal.orchestrations': ['apps.read', 'orchestrations.read', 'orchestrations.write'],
};

/** The portal scopes that let a token use `permission`, narrowest first (the order of portalScopes). */
export function portalScopesCovering(permission: string): PortalScope[] {
  return portalScopes.filter((scope) =>
    (portalScopePermissions[scope] as readonly string[]).includes(permission),
  );
}

/** What a portal token may do: the owner's permissions that one of its scopes implies, sorted. */
export function portalTokenPermissions(
  scopes: readonly string[],
  ownerPermissions: readonly string[],
): string[] {
  const implied = new Set<string>(
    scopes.filter(isPortalScope).flatMap((scope) => portalScopePermissions[scope]),
  );
  return ownerPermissions.filter((permission) => implied.has(permission)).sort();
}

/**
 * The portal scopes a client's owner may hold: those whose implied permissions the
 * owner has, every one. A client with a scope its owner lacks would promise what its tokens never do.
 */
export function portalScopesHeldBy(permissions: readonly string[]): PortalScope[] {
  return portalScopes.filter((scope) =>
    portalScopePermissions[scope].every((permission) => permissions.includes(permission)),
  );
}

/**
 * Whether someone may act through a client that `ownerPermissions` owns (set them as its owner, or
 * change a client of theirs): only if the owner may do nothing in the company that they may not. A
 * portal token acts, and is audited, as its owner, so handing a client to a stronger member is acting
 * as them.
 */
export function ownerWithinReach(
  actorPermissions: readonly string[],
  ownerPermissions: readonly string[],
): boolean {
  return ownerPermissions.every((permission) => actorPermissions.includes(permission));
}

/** A portal token starts with this, so the server, a log scrubber and a secret scanner tell it apart. */
export const PORTAL_TOKEN_PREFIX = 'ppa_';
/** A portal token lives an hour and is never refreshed: the client asks again with its secret. */
export const portalTokenLifetimeSeconds = 60 * 60;

/** POST /auth/v1/token with client credentials and portal scopes: a token for the portal's own API. */
export const portalTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  expires_at: z.iso.datetime(),
  scope: z.string(),
  /** The client's company: what the token acts on (send it as x-organization-id, or leave it out). */
  organizationId: z.uuid(),
});
export type PortalToken = z.infer<typeof portalTokenSchema>;

/** The scope value that asks for every portal scope the client was given. */
export const PORTAL_SCOPE_ALL = 'portal';

/** Whether a client credentials request's `scope` asks for a portal token rather than a tenant token. */
export function asksForPortalToken(scope: string | undefined): boolean {
  return (scope ?? '').split(' ').some((word) => word === PORTAL_SCOPE_ALL || isPortalScope(word));
}

/**
 * The portal scopes a portal token request gets (`scope` space-separated; `portal` for all the client's
 * portal scopes), or why it is refused: a scope the client was not given, or a tenant scope beside
 * portal scopes (a token is one kind or the other).
 */
export function portalScopesFor(
  given: readonly ApiClientScope[],
  asked: string,
): { scopes: PortalScope[] } | { problem: string } {
  const words = [...new Set(asked.split(' ').filter(Boolean))];
  const others = words.filter((word) => word !== PORTAL_SCOPE_ALL && !isPortalScope(word));
  if (others.length > 0)
    return {
      problem: `A token is a portal token or a tenant token, not both: ask for ${others.join(' ')} in a request of its own, without portal scopes.`,
    };
  const wanted = words.includes(PORTAL_SCOPE_ALL) ? given.filter(isPortalScope) : (words as PortalScope[]);
  const missing = wanted.find((scope) => !given.includes(scope));
  if (missing) return { problem: `The client was not given the scope ${missing}.` };
  if (wanted.length === 0) return { problem: 'This client was given no portal scope.' };
  return { scopes: portalScopes.filter((scope) => wanted.includes(scope)) };
}

/** GET /auth/v2/clients/self/permissions: what the calling portal token is and may do. */
export const portalClientSelfSchema = z.object({
  client: z.object({ id: z.uuid(), name: z.string() }),
  /** The client's owner, whom the token acts as. */
  userId: z.uuid(),
  organizationId: z.uuid(),
  scopes: z.array(portalScopeSchema),
  /** The owner's permissions in the company that the scopes imply. */
  permissions: z.array(z.string()),
  expiresAt: z.iso.datetime(),
});
export type PortalClientSelf = z.infer<typeof portalClientSelfSchema>;
