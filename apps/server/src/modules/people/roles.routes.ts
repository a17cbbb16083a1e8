import {
  apiErrorSchema,
  orgPermissionSchema,
  rolePermissionChangeSchema,
  roleSchema,
  rolesMatrixSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { RolesService } from './roles.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The company roles and their permissions (role_permissions), for provider staff. */
export async function rolesRoutes(fastify: FastifyInstance, opts: { service: RolesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['identity'];

  app.get(
    '/auth/v2/roles',
    {
      schema: {
        tags,
        summary: 'Staff: every role with the permissions it holds',
        response: { 200: rolesMatrixSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.portal');
      return service.matrix();
    },
  );

  app.put(
    '/auth/v2/roles/:role/permissions/:permission',
    {
      schema: {
        tags,
        summary: 'Staff (admin.roles): grant a permission to a role or take it back; effective at once',
        params: z.object({ role: roleSchema, permission: orgPermissionSchema }),
        body: rolePermissionChangeSchema,
        response: { 200: rolesMatrixSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireGlobalPermission(request, 'admin.roles');
      const { role, permission } = request.params;
      return service.set(role, permission, request.body.granted, { userId: session.userId, ip: request.ip });
    },
  );
}
