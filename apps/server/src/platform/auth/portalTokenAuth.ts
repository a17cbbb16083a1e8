import { AsyncLocalStorage } from 'node:async_hooks';
import {
  isPortalScope,
  PORTAL_TOKEN_PREFIX,
  type PortalScope,
  portalTokenPermissions,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../httpError.ts';
import { authRepository } from './auth.repository.ts';
import { portalTokenAuthRepository } from './portalTokenAuth.repository.ts';
import { sha256 } from './tokens.ts';

/** The API client whose portal token made the request, as audit entries and `clients/self` name it. */
export type PortalClient = {
  id: string;
  name: string;
  scopes: PortalScope[];
  expiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The API client behind an `Authorization: Bearer ppa_…` request; null for a browser session. */
    apiClient: PortalClient | null;
  }
}

/**
 * The parts of the portal's API a portal token opens (docs/decisions/cli-portal-tokens.md): apps,
 * versions, builds, deploy, live build status, the company's tenants and the token's own client. The
 * permissions still decide within them; the list keeps the session-only routes (sign-out, terms,
 * consents, profile) out of reach of a pipeline.
 */
const PORTAL_TOKEN_PATHS = [
  '/apphub/v1/',
  '/aos/v1/',
  '/sub-api/v1/notifications/',
  '/auth/v1/organizations/',
  '/auth/v2/clients/self/',
];

/** Whether a portal token may call `path` (the permissions its scopes imply still decide). */
export const opensToPortalToken = (path: string): boolean =>
  PORTAL_TOKEN_PATHS.some((prefix) => path.startsWith(prefix));

const clientOfRequest = new AsyncLocalStorage<PortalClient>();

/** The API client the current request acts through, for the audit trail; undefined for a user's own. */
export const currentApiClient = (): PortalClient | undefined => clientOfRequest.getStore();

/** The portal token of an `Authorization: Bearer ppa_…` header, or null. */
export function portalTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith(`Bearer ${PORTAL_TOKEN_PREFIX}`)) return null;
  const token = header.slice(7).trim();
  return token.length <= 200 ? token : null;
}

const refused = (message: string) => new HttpError('unauthorized', message);

/**
 * Admits a request made with a portal token: it acts as the client's owner in the client's company, with
 * the owner's permissions there that the token's scopes (those the client still has) imply, and no
 * global permission. There is no cookie, so no CSRF check. Every refusal happens before a handler runs.
 * The answer is the request's session and company (auth.hook.ts sets them) and its client.
 */
export async function admitPortalToken(db: Db, request: FastifyRequest, path: string, token: string) {
  if (!opensToPortalToken(path))
    throw new HttpError(
      'forbidden',
      "A portal token opens the portal's apps, builds and deploy API only; sign in for the rest.",
    );
  const now = new Date();
  const row = await portalTokenAuthRepository(db).liveToken(sha256(token), now);
  if (!row) throw refused('The portal token is unknown, expired or revoked: ask for a new one.');
  if (row.clientDisabled) throw refused('This API client is disabled.');
  // A disabled account acts nowhere: not through its sessions, nor through its clients' tokens.
  if (row.ownerDisabledAt) throw refused("The API client's owner's account is disabled.");
  if (!row.clientOwnerId) throw refused('This API client has no owner: an admin must assign one.');
  if (row.clientOwnerId !== row.ownerId)
    throw refused("The API client's owner changed since this token was issued: ask for a new one.");
  const membership = await authRepository(db).findMembership(row.ownerId, row.organizationId);
  if (!membership)
    throw refused(
      "The API client's owner is no longer a member of its company: an admin must assign another.",
    );
  const header = request.headers['x-organization-id'];
  if (typeof header === 'string' && header !== '' && header.toLowerCase() !== row.organizationId)
    throw new HttpError('forbidden', "A portal token acts on its API client's company only.");

  // A scope taken from the client since the token was issued is gone from the token at once.
  const scopes = row.scopes.filter(
    (scope): scope is PortalScope => isPortalScope(scope) && row.clientScopes.includes(scope),
  );
  const session = {
    id: `portal-token:${row.id}`,
    userId: row.ownerId,
    csrfToken: '',
    region: row.region,
    idleExpiresAt: row.expiresAt,
    expiresAt: row.expiresAt,
    isProviderEmployee: false,
    globalPermissions: [],
  };
  const org = {
    organizationId: row.organizationId,
    roles: membership.roles,
    associationType: membership.associationType,
    permissions: portalTokenPermissions(scopes, membership.permissions),
  };
  const client: PortalClient = { id: row.clientId, name: row.clientName, scopes, expiresAt: row.expiresAt };
  return { session, org, client };
}

/**
 * Runs each portal-token request's handler with its client in async context, so the audit trail names
 * the client as well as the user without every service passing it along. preHandler is the last hook
 * before the handler, after the body is read, so the handler and everything it awaits sees the client.
 */
export function registerPortalClientContext(app: FastifyInstance): void {
  app.decorateRequest('apiClient', null);
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.apiClient) clientOfRequest.run(request.apiClient, done);
    else done();
  });
}
