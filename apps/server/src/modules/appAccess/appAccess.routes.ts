import { appAccessSpecs as specs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { AppAccessService } from './appAccess.service.ts';

/**
 * Identity v1 per-app roles, permissions and users (docs/product/apps.md APPS-13), next to the other /auth/v1
 * routes. Members of the app's company read with apps.read and change with apps.write.
 */
export async function appAccessRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: AppAccessService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { service } = opts;
  const { db } = opts.database;
  /**
   * 401 without a session (the table's check); 404 for an app unknown to the caller (missing, or another
   * company's not licensed to theirs); then 403 unless the caller's role in the app's company allows.
   */
  const allow = async (
    request: FastifyRequest,
    { userId }: AuthSession,
    appId: string,
    permission: 'apps.read' | 'apps.write',
  ) => {
    const organizationId = await service.organizationOf(appId, userId);
    await requirePermission(db, request, permission, organizationId);
    return { userId, organizationId };
  };

  route(specs.listAppPermissions, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.permissions(request.params.id);
  });
  route(specs.createAppPermission, async (request, reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    return reply
      .status(201)
      .send(await service.createPermission(actor, request.params.id, request.body.name));
  });
  route(specs.getAppPermission, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.permission(request.params.id, request.params.perm);
  });
  route(specs.deleteAppPermission, async (request, reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    await service.deletePermission(actor, request.params.id, request.params.perm);
    return reply.status(204).send(null);
  });

  route(specs.listAppRoles, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.roles(request.params.id);
  });
  route(specs.createAppRole, async (request, reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    const { name, permissions } = request.body;
    return reply.status(201).send(await service.createRole(actor, request.params.id, name, permissions));
  });
  route(specs.createRoleForApp, async (request, reply, { session }) => {
    const { appId, name, permissions } = request.body;
    const actor = await allow(request, session, appId, 'apps.write');
    return reply.status(201).send(await service.createRole(actor, appId, name, permissions));
  });
  route(specs.getAppRole, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.role(request.params.id, request.params.role);
  });
  route(specs.deleteAppRole, async (request, reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    await service.deleteRole(actor, request.params.id, request.params.role);
    return reply.status(204).send(null);
  });
  route(specs.listAppRolePermissions, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.rolePermissions(request.params.id, request.params.role);
  });
  route(specs.getAppRolePermission, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.rolePermission(request.params.id, request.params.role, request.params.perm);
  });
  route(specs.grantAppRolePermission, async (request, _reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    return service.grant(actor, request.params.id, request.params.role, request.params.perm);
  });
  route(specs.revokeAppRolePermission, async (request, reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    await service.revoke(actor, request.params.id, request.params.role, request.params.perm);
    return reply.status(204).send(null);
  });

  route(specs.listAppUsers, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.users(request.params.id, request.query);
  });
  route(specs.getAppUser, async (request, _reply, { session }) => {
    await allow(request, session, request.params.id, 'apps.read');
    return service.user(request.params.id, request.params.email);
  });
  route(specs.setAppUserRoles, async (request, _reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    return service.setUserRoles(actor, request.params.id, request.params.email, request.body.roles);
  });
  route(specs.removeAppUser, async (request, reply, { session }) => {
    const actor = await allow(request, session, request.params.id, 'apps.write');
    await service.deleteUser(actor, request.params.id, request.params.email);
    return reply.status(204).send(null);
  });
}
