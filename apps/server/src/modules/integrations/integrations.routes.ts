import { integrationsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { IntegrationsService } from './integrations.service.ts';

/**
 * The company's admins (company.admin) or provider staff (admin.companies): an integration reaches the
 * company's tenants, so it is an admin's decision, as SAML is.
 */
async function manager(db: Db, request: FastifyRequest & { params: { org: string } }) {
  await requirePermissionOrStaff(db, request, 'company.admin', request.params.org, 'admin.companies');
  return { userId: requireSession(request).userId, ip: request.ip };
}

/** Third-party integrations of a company (docs/product/api-clients.md CLIENTS-9). */
export async function integrationsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: IntegrationsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { db, service } = opts;

  route(integrationsSpecs.listIntegrations, async (request) => {
    await manager(db, request);
    return service.list(request.params.org);
  });
  route(integrationsSpecs.previewIntegrationClient, async (request) => {
    await manager(db, request);
    return service.preview(request.params.org, request.params.clientId);
  });
  route(integrationsSpecs.connectIntegration, async (request, reply) =>
    reply
      .status(201)
      .send(await service.connect(request.params.org, request.body, await manager(db, request))),
  );
  route(integrationsSpecs.listClientConnections, async (request, _reply, { org }) =>
    service.connectionsOf(org.organizationId, request.params.id),
  );
  route(integrationsSpecs.disconnectIntegration, async (request, reply) => {
    await service.disconnect(request.params.org, request.params.id, await manager(db, request));
    return reply.status(204).send(null);
  });
}
