import { adminAppDetailSchema, adminAppListQuerySchema, adminAppPageSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { AdminAppsService } from './adminApps.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** /apphub/v1/admin/apps: provider staff with admin.apps read every company's apps. */
export async function adminAppsRoutes(fastify: FastifyInstance, opts: { service: AdminAppsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  app.get(
    '/apphub/v1/admin/apps',
    {
      schema: {
        tags,
        summary: 'Apps of every company, searchable by name, reference ID or company (admin.apps)',
        querystring: adminAppListQuerySchema,
        response: { 200: adminAppPageSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.apps');
      return opts.service.list(request.query);
    },
  );
  app.get(
    '/apphub/v1/admin/apps/:id',
    {
      schema: {
        tags,
        summary: 'An app with its company, versions and builds (admin.apps)',
        params: z.object({ id: z.uuid() }),
        response: { 200: adminAppDetailSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.apps');
      return opts.service.get(request.params.id);
    },
  );
}
