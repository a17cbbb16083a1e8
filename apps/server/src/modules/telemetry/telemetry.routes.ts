import { telemetrySpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
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
  const options = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };

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
