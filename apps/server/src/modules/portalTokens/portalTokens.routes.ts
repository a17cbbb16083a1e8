import { portalTokensSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireOrg } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { PortalTokensService } from './portalTokens.service.ts';

/**
 * What a portal token is and may do (docs/product/api-clients.md CLIENTS-8): a pipeline
 * checks its credentials with it before it changes anything. Issuing is the token endpoint's
 * (tenantTokens.routes.ts), revoking its revocation endpoint's.
 */
export async function portalTokensRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: PortalTokensService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  route(portalTokensSpecs.getPortalClientSelf, async (request) => {
    const client = request.apiClient;
    if (!client) throw new HttpError('unauthorized', "Call this with an API client's portal token.");
    const org = await requireOrg(opts.db, request);
    return opts.service.self({
      client,
      userId: request.session!.userId,
      organizationId: org.organizationId,
      permissions: org.permissions,
    });
  });
}
