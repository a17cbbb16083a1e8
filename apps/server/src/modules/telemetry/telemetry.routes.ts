import { clientErrorSchema, pageViewSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TelemetryService } from './telemetry.service.ts';

/**
 * Write-only endpoints for page views and client errors. They take no CSRF token because anonymous
 * visitors have none; they accept only application/json, which a cross-site form cannot send without
 * a CORS preflight this server never grants.
 */
export async function telemetryRoutes(
  fastify: FastifyInstance,
  { service }: { service: TelemetryService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
      await service.recordPageView(request.body);
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
      await service.recordClientError(request.body, request.headers['user-agent'] ?? null);
      return reply.status(204).send(null);
    },
  );
}
