import { can, clientConsentsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireOrg } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { ApiClientsService } from './apiClients.service.ts';
import type { AuthorizationService } from './authorization.service.ts';

/** The consents users gave API clients on the authorize page (authorize.routes.ts) and their withdrawal. */
export async function clientConsentsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: AuthorizationService; clients: ApiClientsService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { db, service, clients } = opts;

  route(clientConsentsSpecs.listApiClientConsents, async (request, _reply, { org }) => {
    const client = await clients.get(org.organizationId, request.params.id);
    return { data: await service.consents(client) };
  });

  route(clientConsentsSpecs.listMyClientConsents, async (request, _reply, { session }) => {
    const org = await requireOrg(db, request);
    return { data: await service.mine(session.userId, org.organizationId) };
  });

  // The client must be in the caller's company (404 otherwise). Withdrawing one's own consent needs no
  // permission beyond membership: what a user gave, they may take back; clients.manage withdraws anyone's.
  route(clientConsentsSpecs.withdrawClientConsent, async (request, reply, { session }) => {
    const org = await requireOrg(db, request);
    const client = await clients.get(org.organizationId, request.params.id);
    const mayManage = can(
      { envLevel: 'PROD', globalPermissions: session.globalPermissions, orgPermissions: org.permissions },
      { orgPermission: 'clients.manage' },
    );
    await service.withdraw(
      { userId: session.userId, organizationId: org.organizationId, mayManage },
      client,
      request.params.consentId,
    );
    return reply.status(204).send(null);
  });
}
