import { clientErrorSchema, pageViewSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { telemetryRepository } from './telemetry.repository.ts';
import { normalisePagePath } from './telemetry.service.ts';

/**
 * Write-only endpoints for page views and client errors. They take no CSRF token because anonymous
 * visitors have none; they accept only application/json, which a cross-site form cannot send without
 * a CORS preflight this server never grants.
 */
export async function telemetryRoutes(fastify: FastifyInstance, { database }: Deps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = telemetryRepository(database.db);
  const rateLimit = { max: 120, timeWindow: '1 minute' };

  app.post(
    '/api/v1/telemetry/page-views',
    {
      config: { rateLimit },
      schema: {
        tags: ['telemetry'],
        summary: 'Record a page view',
        body: pageViewSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const view = request.body;
      await repo.insertPageView({ ...view, path: normalisePagePath(view.path) }, null);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/telemetry/errors',
    {
      config: { rateLimit },
      schema: {
        tags: ['telemetry'],
        summary: 'Report a client error',
        body: clientErrorSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await repo.insertClientError(
        { ...request.body, path: normalisePagePath(request.body.path) },
        { userAgent: request.headers['user-agent'] ?? null, userId: null },
      );
      return reply.status(204).send(null);
    },
  );
}
