import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { orchestrateBuilderRoutes } from './orchestrateBuilder.routes.ts';
import { type EndSession, orchestrateBuilderService } from './orchestrateBuilder.service.ts';

/** The orchestration builder's own calls (its session and logout); its drafts are the app builder's. */
export async function registerOrchestrateBuilderModule(
  app: FastifyInstance,
  deps: Deps & { endSession: EndSession },
): Promise<void> {
  const service = orchestrateBuilderService({ endSession: deps.endSession });
  await app.register(orchestrateBuilderRoutes, { ...deps, service });
}
