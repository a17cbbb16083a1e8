/** The scopes' names as plain values: no zod here (their schemas are in openidConnect.ts, portalScopes.ts). */

/** The OpenID Connect scopes an API client may ask for beside its tenant scopes (OIDC Core 5.4). */
export const openidScopes = ['openid', 'profile', 'email'] as const;
export type OpenidScope = (typeof openidScopes)[number];
export const isOpenidScope = (scope: string): scope is OpenidScope =>
  (openidScopes as readonly string[]).includes(scope);

/**
 * Scopes of the portal's own API (apps, versions, builds, deploy) for API clients, beside the tenant
 * scopes of the sandbox (docs/decisions/cli-portal-tokens.md). A token is either a tenant token or a
 * portal token, never both: the two kinds are checked by different servers in the platform's model.
 */
export const portalScopes = [
  'portal.apps.read',
  'portal.apps.write',
  'portal.deploy',
  'portal.orchestrations',
] as const;
export type PortalScope = (typeof portalScopes)[number];
export const isPortalScope = (scope: string): scope is PortalScope =>
  (portalScopes as readonly string[]).includes(scope);
