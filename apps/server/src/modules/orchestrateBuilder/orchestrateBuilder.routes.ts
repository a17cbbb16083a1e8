import { orchestrateBuilderSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOrg } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { OrchestrateBuilderService } from './orchestrateBuilder.service.ts';

/**
 * The orchestration builder's session calls (docs/product/builder.md BUILDER-14: GET session, POST logout).
 * The builder runs on the portal session: these read it for the builder and end it; DELETE workflow component
 * is the draft PUT without the file (docs/decisions/orchestration-canvas.md).
 */
export async function orchestrateBuilderRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: OrchestrateBuilderService },
): Promise<void> {
  const db = opts.database.db;
  const { service } = opts;
  const route = endpointRoutes(fastify);

  route(orchestrateBuilderSpecs.getOrchestrateSession, async (request, reply, { session }) => {
    // Any company of the user's: what they may do there is part of the answer.
    const org = await requireOrg(db, request);
    reply.header('Cache-Control', 'no-store');
    return service.describe(session, org);
  });

  route(orchestrateBuilderSpecs.logoutOfOrchestrate, async (request, reply) => {
    await service.logout(request, reply);
    return { loggedOut: true as const };
  });
}
