import {
  appAccessParamsSchema,
  appPermissionListSchema,
  appPermissionParamsSchema,
  appPermissionSchema,
  appRoleListSchema,
  appRoleParamsSchema,
  appRolePermissionParamsSchema,
  appRolePermissionsSchema,
  appRoleSchema,
  appUserListSchema,
  appUserParamsSchema,
  appUserSchema,
  createAppPermissionSchema,
  createAppRoleSchema,
  pageQuerySchema,
  setAppUserRolesSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { AppAccessService } from './appAccess.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/auth/v1/apps/:id';

/**
 * Identity v1 per-app roles, permissions and users (SPEC.md 7), next to the other /auth/v1 routes.
 * Members of the app's company read with apps.read and change with apps.write.
 */
export async function appAccessRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: AppAccessService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const { db } = opts.database;
  const tags = ['identity'];
  /**
   * 401 without a session; 404 for an app unknown to the caller (missing, or another company's not licensed
   * to theirs); then 403 unless the caller's role in the app's company allows.
   */
  const allow = async (request: FastifyRequest, appId: string, permission: 'apps.read' | 'apps.write') => {
    const { userId } = requireSession(request);
    const organizationId = await service.organizationOf(appId, userId);
    await requirePermission(db, request, permission, organizationId);
    return { userId, organizationId };
  };
  const noContent = { 204: z.null(), ...errors };

  app.get(
    `${P}/permissions`,
    {
      schema: {
        tags,
        summary: "The app's permissions",
        params: appAccessParamsSchema,
        response: { 200: appPermissionListSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.permissions(request.params.id);
    },
  );
  app.post(
    `${P}/permissions`,
    {
      schema: {
        tags,
        summary: 'Define a permission of the app (409 when it exists)',
        params: appAccessParamsSchema,
        body: createAppPermissionSchema,
        response: { 201: appPermissionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      return reply
        .status(201)
        .send(await service.createPermission(actor, request.params.id, request.body.name));
    },
  );
  app.get(
    `${P}/permissions/:perm`,
    {
      schema: {
        tags,
        summary: 'One permission of the app',
        params: appPermissionParamsSchema,
        response: { 200: appPermissionSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.permission(request.params.id, request.params.perm);
    },
  );
  app.delete(
    `${P}/permissions/:perm`,
    {
      schema: {
        tags,
        summary: 'Delete a permission; roles stop granting it',
        params: appPermissionParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      await service.deletePermission(actor, request.params.id, request.params.perm);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${P}/roles`,
    {
      schema: {
        tags,
        summary: "The app's roles with their permissions",
        params: appAccessParamsSchema,
        response: { 200: appRoleListSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.roles(request.params.id);
    },
  );
  app.post(
    `${P}/roles`,
    {
      schema: {
        tags,
        summary: 'Define a role of the app from its permissions (409 when it exists)',
        params: appAccessParamsSchema,
        body: createAppRoleSchema,
        response: { 201: appRoleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      const { name, permissions } = request.body;
      return reply.status(201).send(await service.createRole(actor, request.params.id, name, permissions));
    },
  );
  app.get(
    `${P}/roles/:role`,
    {
      schema: {
        tags,
        summary: 'One role of the app',
        params: appRoleParamsSchema,
        response: { 200: appRoleSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.role(request.params.id, request.params.role);
    },
  );
  app.delete(
    `${P}/roles/:role`,
    {
      schema: {
        tags,
        summary: 'Delete a role; users lose it',
        params: appRoleParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      await service.deleteRole(actor, request.params.id, request.params.role);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${P}/roles/:role/permissions`,
    {
      schema: {
        tags,
        summary: 'The permissions a role grants',
        params: appRoleParamsSchema,
        response: { 200: appRolePermissionsSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.rolePermissions(request.params.id, request.params.role);
    },
  );
  app.get(
    `${P}/roles/:role/permissions/:perm`,
    {
      schema: {
        tags,
        summary: 'Whether a role grants a permission (404 when not)',
        params: appRolePermissionParamsSchema,
        response: { 200: z.object({ name: z.string() }), ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.rolePermission(request.params.id, request.params.role, request.params.perm);
    },
  );
  app.put(
    `${P}/roles/:role/permissions/:perm`,
    {
      schema: {
        tags,
        summary: 'Grant a permission to a role (idempotent)',
        params: appRolePermissionParamsSchema,
        response: { 200: appRoleSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      return service.grant(actor, request.params.id, request.params.role, request.params.perm);
    },
  );
  app.delete(
    `${P}/roles/:role/permissions/:perm`,
    {
      schema: {
        tags,
        summary: 'Revoke a permission from a role',
        params: appRolePermissionParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      await service.revoke(actor, request.params.id, request.params.role, request.params.perm);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${P}/users`,
    {
      schema: {
        tags,
        summary: "The app's users and their roles, newest lastModified first, paged by start and length",
        params: appAccessParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: appUserListSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.users(request.params.id, request.query);
    },
  );
  app.get(
    `${P}/users/:email`,
    {
      schema: {
        tags,
        summary: "One user's roles in the app",
        params: appUserParamsSchema,
        response: { 200: appUserSchema, ...errors },
      },
    },
    async (request) => {
      await allow(request, request.params.id, 'apps.read');
      return service.user(request.params.id, request.params.email);
    },
  );
  app.put(
    `${P}/users/:email`,
    {
      schema: {
        tags,
        summary: "Set a company member's roles in the app",
        params: appUserParamsSchema,
        body: setAppUserRolesSchema,
        response: { 200: appUserSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      return service.setUserRoles(actor, request.params.id, request.params.email, request.body.roles);
    },
  );
  app.delete(
    `${P}/users/:email`,
    {
      schema: {
        tags,
        summary: "Remove a user's roles in the app",
        params: appUserParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = await allow(request, request.params.id, 'apps.write');
      await service.deleteUser(actor, request.params.id, request.params.email);
      return reply.status(204).send(null);
    },
  );
}
