import { z } from 'zod';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { tenantTokenScopeSchema } from '../tenants/tenantTokens.ts';
import { openidScopeSchema } from './openidConnect.ts';

/**
 * The authorize step of the authorization code flow (RFC 6749 4.1): a page the server renders, so the web
 * app hands a return to it to the browser rather than to its router.
 */
export const authorizePath = '/auth/v1/authorize';

/** A return path that is one of the server's own pages rather than a route of the web app. */
export const isServerPagePath = (path: string): boolean =>
  path === authorizePath || path.startsWith(`${authorizePath}?`);

/** RFC 7636 4.1: 43 to 128 unreserved characters. */
export const pkceVerifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;
/** RFC 7636 4.2: the S256 challenge is a base64url SHA-256, 43 characters without padding. */
export const pkceChallengePattern = /^[A-Za-z0-9_-]{43}$/;

/** How long the user has to decide on the consent page, and how long a code lives (RFC 6749 4.1.2). */
export const authorizationRequestSeconds = 10 * 60;
export const authorizationCodeSeconds = 60;

/**
 * A user's consent to an API client acting for them on a tenant: a client's (GET /auth/v2/clients/{id}/
 * consents) or the signed-in user's own (GET /auth/v2/clientConsents).
 */
export const clientConsentSchema = z.object({
  id: z.uuid(),
  client: z.object({ id: z.uuid(), name: z.string() }),
  user: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
  tenantId: z.uuid(),
  tenant: tenantNameSchema,
  scopes: z.array(tenantTokenScopeSchema),
  /** What the user let the client learn about them with OpenID Connect (none for a plain OAuth client). */
  openidScopes: z.array(openidScopeSchema),
  grantedAt: z.iso.datetime(),
});
export type ClientConsent = z.infer<typeof clientConsentSchema>;
export const clientConsentsSchema = z.object({ data: z.array(clientConsentSchema) });
export type ClientConsents = z.infer<typeof clientConsentsSchema>;
export const clientConsentParamsSchema = z.object({ id: z.uuid(), consentId: z.uuid() });
