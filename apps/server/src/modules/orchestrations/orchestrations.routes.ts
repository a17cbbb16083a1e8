import { orchestrationsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AccessContext } from '../../platform/endpointRoutes.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { OrchestrationsService } from './orchestrations.service.ts';

/** Who acts: the signed-in user in the company the permission was checked in. */
export const actorOf = ({ session, org }: AccessContext<{ orgPermission: string }>) => ({
  userId: session.userId,
  organizationId: org.organizationId,
});

/**
 * Orchestration runs of an app (docs/product/orchestrations.md ORCH-2): the activity pages read them, and the
 * API trigger launches, polls, cancels and lists them with an API client's portal token (scope
 * portal.orchestrations) as with a session.
 */
export async function orchestrationsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: OrchestrationsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;

  route(orchestrationsSpecs.listDeployedOrchestrations, async (request, _reply, { org }) =>
    service.deployed(org.organizationId, request.params.id),
  );
  route(orchestrationsSpecs.listOrchestrationRuns, async (request, _reply, { org }) =>
    service.list(org.organizationId, request.params.id, request.query),
  );
  route(orchestrationsSpecs.launchOrchestrationRun, async (request, reply, access) => {
    // A program with an API client's token is the API trigger; a person in the portal is manual.
    const trigger = request.apiClient ? 'api' : 'manual';
    return reply
      .status(201)
      .send(await service.launch(actorOf(access), request.params.id, request.body, trigger));
  });
  route(orchestrationsSpecs.getOrchestrationRun, async (request, _reply, { org, session }) =>
    service.get(org.organizationId, request.params.id, request.params.run, session.userId),
  );
  route(orchestrationsSpecs.decideOrchestrationApproval, async (request, _reply, access) =>
    service.decide(actorOf(access), request.params.id, request.params.run, request.body),
  );
  route(orchestrationsSpecs.cancelOrchestrationRun, async (request, _reply, access) =>
    service.cancel(actorOf(access), request.params.id, request.params.run),
  );
}
