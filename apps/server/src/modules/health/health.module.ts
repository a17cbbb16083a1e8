import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { healthRoutes } from './health.routes.ts';
import { healthService } from './health.service.ts';

/**
 * /healthz (the process is up) and /readyz (the portal takes traffic: the database answers, the demo world
 * is made, the server is not closing), for probes.
 */
export async function registerHealthModule(app: FastifyInstance, deps: Deps): Promise<void> {
  const held = () => app.draining() || app.demoWorldGate.holding();
  await app.register(healthRoutes, { service: healthService(deps.database, { held }) });
}
