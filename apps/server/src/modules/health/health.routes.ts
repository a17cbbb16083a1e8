import { healthSchema, readinessSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(
  fastify: FastifyInstance,
  { service }: { service: HealthService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      try {
        await service.isDatabaseReady();
        return { status: 'ok' as const, database: service.databaseKind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: service.databaseKind });
      }
    },
  );
}
