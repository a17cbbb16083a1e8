import { healthSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(
  fastify: FastifyInstance,
  { service }: { service: HealthService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  // The probes' answers are a few dozen bytes, always under the compression threshold: without the
  // compression plugin's two hooks a probe answers the same, for less (bench/README.md "The portal's
  // hooks per request").
  const probe = { compress: false, config: { probe: true } } as const;

  route(healthSpecs.getHealth, async () => ({ status: 'ok' as const }), probe);

  route(
    healthSpecs.getReadiness,
    async (request, reply) => {
      const unavailable = () =>
        reply.status(503).send({ status: 'unavailable' as const, database: service.databaseKind });
      try {
        if (!(await service.isReady())) return unavailable();
        return { status: 'ok' as const, database: service.databaseKind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return unavailable();
      }
    },
    probe,
  );
}
