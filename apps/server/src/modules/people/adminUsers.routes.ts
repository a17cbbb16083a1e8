import { Readable } from 'node:stream';
import { peopleSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { AdminUsersService } from './adminUsers.service.ts';

/** Every account for provider staff with admin.users (/admin/user-management). */
export async function adminUsersRoutes(fastify: FastifyInstance, opts: { service: AdminUsersService }) {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(peopleSpecs.listAllUsers, async (request) => {
    const { q, start, length } = request.query;
    return service.page(q, start, length);
  });

  route(peopleSpecs.setUserDisabled, async (request, _reply, { session }) =>
    service.setDisabled(request.params.id, request.body.disabled, { userId: session.userId, ip: request.ip }),
  );

  route(peopleSpecs.exportUsers, async (request, reply, { session }) => {
    const lines = service.exportCsv({ userId: session.userId, ip: request.ip });
    return reply
      .header(
        'content-disposition',
        `attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(Readable.from(lines));
  });
}
