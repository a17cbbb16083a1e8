import { tenantListQuerySchema, tenantsPageSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { TenantsService } from './tenants.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The company's tenants (SPEC.md 7: /auth/v1/organizations/{org}/tenants), which deploy picks from.
 * Listing only: creating and removing tenants belongs to the tenants area.
 */
export async function tenantsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: TenantsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;

  app.get(
    '/auth/v1/organizations/:org/tenants',
    {
      schema: {
        tags: ['tenants'],
        summary: "The company's tenants with their environment, by name, in pages of at most 100",
        params: z.object({ org: z.uuid() }),
        querystring: tenantListQuerySchema,
        response: { 200: tenantsPageSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'tenants.read', request.params.org);
      return service.page(org.organizationId, request.query.start, request.query.length);
    },
  );
}
