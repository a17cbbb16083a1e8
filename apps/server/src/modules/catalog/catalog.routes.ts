import {
  catalogCodeSchema,
  catalogEntryDetailSchema,
  catalogEntryParamsSchema,
  catalogEntrySchema,
  catalogListQuerySchema,
  catalogListSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { CatalogService } from './catalog.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid() });

/** The app catalog (SPEC.md 2.1 /app-catalog) and its admin management (SPEC.md 2.3 /admin/app-catalog). */
export async function catalogRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: CatalogService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['catalog'];

  app.get(
    '/apphub/v1/catalog',
    {
      schema: {
        tags,
        summary: 'Published sample apps, searchable (public: no session needed to browse)',
        querystring: catalogListQuerySchema,
        response: { 200: catalogListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query.q),
  );
  app.get(
    '/apphub/v1/catalog/:id',
    {
      schema: {
        tags,
        summary: 'One catalog entry by id or sample slug, with its components (public)',
        params: catalogEntryParamsSchema,
        response: { 200: catalogEntryDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(request.params.id),
  );
  app.get(
    '/apphub/v1/catalog/:id/code',
    {
      schema: {
        tags,
        summary: 'The sample source files with their contents (public)',
        params: catalogEntryParamsSchema,
        response: { 200: catalogCodeSchema, ...errors },
      },
    },
    async (request) => service.code(request.params.id),
  );

  app.get(
    '/apphub/v1/admin/catalog',
    {
      schema: {
        tags,
        summary: 'Every entry, withdrawn ones too (admin.catalog)',
        querystring: catalogListQuerySchema,
        response: { 200: catalogListSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.catalog');
      return service.list(request.query.q, true);
    },
  );
  for (const [action, published] of [
    ['publish', true],
    ['withdraw', false],
  ] as const) {
    app.post(
      `/apphub/v1/admin/catalog/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action} a catalog entry (admin.catalog)`,
          params,
          response: { 200: catalogEntrySchema, ...errors },
        },
      },
      async (request) => {
        requireGlobalPermission(request, 'admin.catalog');
        return service.setPublished(request.params.id, published);
      },
    );
  }
}
