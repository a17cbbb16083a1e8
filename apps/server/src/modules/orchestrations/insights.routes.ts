import { insightsQuerySchema, orchestrationInsightsSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { InsightsService } from './insights.service.ts';

/** Under SPEC.md 7's `/orchestrate/insights` prefix: how the selected company's orchestrations perform. */
export async function insightsRoutes(fastify: FastifyInstance, opts: { db: Db; service: InsightsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/orchestrate/insights/v1/summary',
    {
      schema: {
        tags: ['orchestrations'],
        summary:
          "Runs per day, success rate and p50/p95 durations of the company's orchestrations and their steps (orchestrations.read)",
        querystring: insightsQuerySchema,
        response: { 200: orchestrationInsightsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const org = await requirePermission(opts.db, request, 'orchestrations.read');
      return opts.service.summary(org.organizationId, request.query);
    },
  );
}
