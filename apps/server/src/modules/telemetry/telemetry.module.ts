import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { telemetryRepository } from './telemetry.repository.ts';
import { telemetryRoutes } from './telemetry.routes.ts';
import { telemetryService } from './telemetry.service.ts';

/** Page views and client errors the web app reports (docs/product/shell.md SHELL-22). */
export async function registerTelemetryModule(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(telemetryRoutes, { service: telemetryService(telemetryRepository(deps.database.db)) });
}
