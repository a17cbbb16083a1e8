import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { healthRoutes } from './health.routes.ts';
import { healthService } from './health.service.ts';

/** /healthz (the process is up) and /readyz (the database answers), for probes. */
export async function registerHealthModule(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(healthRoutes, { service: healthService(deps.database) });
}
