import { apiClientsSpecs, scopeInfos } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthSession, OrgContext } from '../../platform/auth/auth.hook.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { ApiClientsService, ClientActor } from './apiClients.service.ts';

/**
 * API clients (docs/product/api-clients.md CLIENTS-1; identity v2 clients). Reading needs clients.read in the
 * company of the x-organization-id header, changing needs clients.manage, and a system client needs the
 * provider's admin.portal too. A secret is in the answer of create and rotate only, never again.
 */
export async function apiClientsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: ApiClientsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;

  const manager = ({ session, org }: { session: AuthSession; org: OrgContext }): ClientActor => ({
    userId: session.userId,
    organizationId: org.organizationId,
    mayManageSystem: session.globalPermissions.includes('admin.portal'),
  });
  // A secret must not sit in a cache between the server and the one person who may see it.
  const secretAnswer = (reply: FastifyReply, status: number) =>
    reply.status(status).header('Cache-Control', 'no-store');

  route(apiClientsSpecs.listApiClientScopes, async () => ({ data: scopeInfos() }));

  route(apiClientsSpecs.listApiClients, async (request, _reply, { org }) =>
    service.list(org.organizationId, request.query.owner === 'unassigned'),
  );

  route(apiClientsSpecs.createApiClient, async (request, reply, access) => {
    const created = await service.create(manager(access), request.body);
    return secretAnswer(reply, 201).send(created);
  });

  route(apiClientsSpecs.listApiClientOwnerCandidates, async (_request, _reply, access) =>
    service.ownerCandidates(manager(access)),
  );

  route(apiClientsSpecs.getApiClient, async (request, _reply, { org }) =>
    service.get(org.organizationId, request.params.id),
  );

  route(apiClientsSpecs.updateApiClient, async (request, _reply, access) =>
    service.update(manager(access), request.params.id, request.body),
  );

  route(apiClientsSpecs.deleteApiClient, async (request, reply, access) => {
    await service.remove(manager(access), request.params.id);
    return reply.status(204).send(null);
  });

  route(apiClientsSpecs.rotateApiClientSecret, async (request, reply, access) => {
    const rotated = await service.rotate(manager(access), request.params.id, request.body.overlapHours);
    return secretAnswer(reply, 201).send(rotated);
  });

  route(apiClientsSpecs.revokeApiClientSecret, async (request, _reply, access) =>
    service.revokeSecret(manager(access), request.params.id, request.params.secretId),
  );

  route(apiClientsSpecs.setApiClientDisabled, async (request, _reply, access) =>
    service.setDisabled(manager(access), request.params.id, request.body.disabled),
  );

  route(apiClientsSpecs.listIntegrationRefreshTokens, async (request, _reply, { org }) => ({
    data: await service.refreshTokens(org.organizationId, request.params.id),
  }));

  route(apiClientsSpecs.createIntegrationRefreshToken, async (request, reply, access) => {
    const created = await service.generateRefreshToken(
      manager(access),
      request.params.id,
      request.body.tenantId,
    );
    return secretAnswer(reply, 201).send(created);
  });

  route(apiClientsSpecs.revokeIntegrationRefreshToken, async (request, reply, access) => {
    await service.revokeRefreshToken(manager(access), request.params.id, request.params.tokenId);
    return reply.status(204).send(null);
  });
}
