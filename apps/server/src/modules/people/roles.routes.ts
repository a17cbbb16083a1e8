import { peopleSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { RolesService } from './roles.service.ts';

/** The company roles and their permissions (role_permissions), for provider staff. */
export async function rolesRoutes(fastify: FastifyInstance, opts: { service: RolesService }) {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(peopleSpecs.getRolesMatrix, async () => service.matrix());

  route(peopleSpecs.setRolePermission, async (request, _reply, { session }) => {
    const { role, permission } = request.params;
    return service.set(role, permission, request.body.granted, { userId: session.userId, ip: request.ip });
  });
}
