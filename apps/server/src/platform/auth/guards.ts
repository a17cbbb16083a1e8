import { type AccessRule, can, formatMessage, portalScopesCovering } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../httpError.ts';
import { type AuthSession, loadOrg, type OrgContext } from './auth.hook.ts';
import { authRepository } from './auth.repository.ts';

/** The signed-in session, or 401. */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.session) throw new HttpError('unauthorized', 'Sign in to continue.');
  return request.session;
}

/**
 * The company the request acts on, checked to be one of the caller's (403 otherwise): the route's own
 * company id when it has one, else the x-organization-id header.
 */
export async function requireOrg(
  db: Db,
  request: FastifyRequest,
  organizationId?: string,
): Promise<OrgContext> {
  const session = requireSession(request);
  if (organizationId) {
    if (request.org?.organizationId === organizationId.toLowerCase()) return request.org;
    // A portal token acts on its client's company only; the owner's other memberships are not its own.
    if (request.apiClient)
      throw new HttpError('forbidden', "A portal token acts on its API client's company only.");
    return loadOrg(authRepository(db), session.userId, organizationId);
  }
  if (request.org) return request.org;
  const header = request.headers['x-organization-id'];
  if (typeof header !== 'string' || header === '') {
    throw new HttpError('bad_request', 'Select a company: the x-organization-id header is missing.');
  }
  return loadOrg(authRepository(db), session.userId, header);
}

/** 403 unless the caller's roles in the company grant `permission` (the contracts' one `can()`). */
export async function requirePermission(
  db: Db,
  request: FastifyRequest,
  permission: string | string[],
  organizationId?: string,
): Promise<OrgContext> {
  const session = requireSession(request);
  const org = await requireOrg(db, request, organizationId);
  const rule: AccessRule = { orgPermission: permission };
  const allowed = can(
    { envLevel: 'PROD', globalPermissions: session.globalPermissions, orgPermissions: org.permissions },
    rule,
  );
  if (!allowed) throw new HttpError('forbidden', refusalOf(request, permission));
  return org;
}

/**
 * A portal token acts with its owner's permissions that its scopes imply: when no scope it carries
 * covers the call, the token is what to change, so it is named rather than the owner's role.
 */
function refusalOf(request: FastifyRequest, permission: string | string[]): string {
  const client = request.apiClient;
  if (client) {
    const covering = [permission].flat().flatMap(portalScopesCovering);
    const [scope] = covering;
    if (scope && !covering.some((each) => client.scopes.includes(each)))
      return formatMessage('portalToken.lacksScope', { granted: client.scopes.join(' ') || 'none', scope });
  }
  return 'Your role in this company does not allow this.';
}

/** 403 unless the caller holds a global permission (provider employees, the /admin area). */
export function requireGlobalPermission(request: FastifyRequest, permission: string): AuthSession {
  const session = requireSession(request);
  if (
    !can(
      { envLevel: 'PROD', globalPermissions: session.globalPermissions, orgPermissions: null },
      { globalPermission: permission },
    )
  ) {
    throw new HttpError('forbidden', 'This needs a provider permission you do not have.');
  }
  return session;
}

/**
 * A company's data read by its own members with `permission`, or by provider staff holding
 * `globalPermission` whether or not they belong to it (the /admin company pages read members and licenses
 * of any company). Staff get no org context: only read routes use this.
 */
export async function requirePermissionOrStaff(
  db: Db,
  request: FastifyRequest,
  permission: string,
  organizationId: string,
  globalPermission: string,
): Promise<void> {
  const session = requireSession(request);
  const isStaff = can(
    { envLevel: 'PROD', globalPermissions: session.globalPermissions, orgPermissions: null },
    { globalPermission },
  );
  // A portal token acts for its client's company only, never with its owner's provider permissions.
  if (isStaff && !request.apiClient) return;
  await requirePermission(db, request, permission, organizationId);
}
