import { Readable } from 'node:stream';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  apiErrorSchema,
  manageDisableRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { AdminUsersService } from './adminUsers.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Every account for provider staff with admin.users (/admin/user-management). */
export async function adminUsersRoutes(fastify: FastifyInstance, opts: { service: AdminUsersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['identity'];

  app.get(
    '/auth/v2/users',
    {
      schema: {
        tags,
        summary: 'Staff: every account, searched by name or e-mail, paged',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.users');
      const { q, start, length } = request.query;
      return service.page(q, start, length);
    },
  );

  app.post(
    '/auth/v2/users/:id/manageDisable',
    {
      schema: {
        tags,
        summary: "Staff: disable (ending the account's sessions) or enable an account",
        params: z.object({ id: z.uuid() }),
        body: manageDisableRequestSchema,
        response: {
          200: z.object({ disabled: z.boolean(), endedSessions: z.number().int() }),
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const session = requireGlobalPermission(request, 'admin.users');
      return service.setDisabled(request.params.id, request.body.disabled, {
        userId: session.userId,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/auth/v2/users/export',
    {
      schema: {
        tags,
        summary: 'Staff: every account as CSV, streamed in batches',
        response: { 200: z.unknown().describe('text/csv file'), ...errors },
      },
    },
    async (request, reply) => {
      const session = requireGlobalPermission(request, 'admin.users');
      const lines = service.exportCsv({ userId: session.userId, ip: request.ip });
      return reply
        .header(
          'content-disposition',
          `attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(Readable.from(lines));
    },
  );
}
