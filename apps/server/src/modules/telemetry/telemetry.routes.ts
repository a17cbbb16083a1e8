import { telemetrySpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
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
  const route = endpointRoutes(fastify);
  // Per signed-in user, else per address: colleagues behind one office proxy each get their share
  // (a fast walk of the console by three of them went over a budget they shared). Counted after the
  // auth hook, so a made-up cookie counts against its address.
  const options = {
    config: {
      rateLimit: {
        max: 120,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `telemetry:${request.session?.userId ?? request.ip}`,
      },
    },
  };

  route(
    telemetrySpecs.recordPageView,
    async (request, reply) => {
      await service.recordPageView(request.body);
      return reply.status(204).send(null);
    },
    options,
  );

  route(
    telemetrySpecs.reportClientError,
    async (request, reply) => {
      await service.recordClientError(request.body, request.headers['user-agent'] ?? null);
      return reply.status(204).send(null);
    },
    options,
  );
}
