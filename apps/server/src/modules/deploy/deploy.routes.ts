import { deploySpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { DeployService } from './deploy.service.ts';
import type { ProntoDeploys } from './pronto.ts';

/** Registry and deploy (POST /v1/deploy, /v1/registry under /aos): which version runs where. */
export async function deployRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: DeployService; pronto: ProntoDeploys },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;

  route(deploySpecs.deployVersion, async (request, reply, { session, org }) => {
    const actor = { userId: session.userId, organizationId: org.organizationId };
    return reply.status(201).send(await service.deploy(actor, request.body));
  });
  route(deploySpecs.listDeployHistory, async (request, _reply, { org }) =>
    service.history(org.organizationId, request.query),
  );
  route(deploySpecs.getRegistry, async (request, _reply, { org }) =>
    service.registry(org.organizationId, request.query),
  );
  route(deploySpecs.listInstallations, async (request, _reply, { org }) =>
    service.installations(org.organizationId, request.query),
  );
  route(deploySpecs.getAppAvailability, async (request, _reply, { org }) =>
    service.availability(org.organizationId, request.params.id, request.query.versionId),
  );
  route(deploySpecs.prontoDeploy, async (request, reply, { session, org }) => {
    const actor = { userId: session.userId, organizationId: org.organizationId };
    return reply.status(202).send(await opts.pronto.start(actor, request.params.id, request.body.tenant));
  });
  route(deploySpecs.getProntoStatus, async (request, _reply, { session, org }) =>
    opts.pronto.status({ userId: session.userId, organizationId: org.organizationId }, request.params.id),
  );
  route(deploySpecs.queryRegistry, async (request, _reply, { org }) =>
    service.registry(org.organizationId, request.body),
  );
}
