import { tenantTokensSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { ConsentRequired, type TenantTokensService } from './tenantTokens.service.ts';

/**
 * Tenant configuration, consents and tenant tokens (identity v1 tenantConfig, v2 consents; docs/product/tenants.md
 * TENANTS-3). Connecting needs a session and tenants.read in the tenant's company. The token endpoint and
 * revocation are tokenEndpoint.routes.ts's, in the client CORS scope.
 */
export async function tenantTokensRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    service: TenantTokensService;
  },
): Promise<void> {
  const { service } = opts;
  const route = endpointRoutes(fastify, { db: opts.db });
  acceptFormBodies(fastify, 4 * 1024);
  const caller = ({ session, org }: { session: { userId: string }; org: { organizationId: string } }) => ({
    userId: session.userId,
    organizationId: org.organizationId,
  });

  route(tenantTokensSpecs.getTenantConfig, async (request, _reply, { org }) =>
    service.config(org.organizationId, request.params.id),
  );

  route(tenantTokensSpecs.connectTenant, async (request, reply, access) => {
    const who = caller(access);
    try {
      const token = await service.connect(
        who.userId,
        who.organizationId,
        request.params.id,
        request.body.scopes,
      );
      return reply.header('Cache-Control', 'no-store').send(token);
    } catch (error) {
      if (!(error instanceof ConsentRequired)) throw error;
      return reply.status(409).send({ error: 'conflict', message: error.message, scopes: error.scopes });
    }
  });

  // The question before Connect: answered, not refused, so a first connect logs no failed request.
  route(tenantTokensSpecs.checkTenantConsent, async (request, _reply, access) => {
    const who = caller(access);
    return { missingScopes: await service.missingConsent(who.userId, who.organizationId, request.params.id) };
  });

  route(tenantTokensSpecs.listTenantConsents, async (_request, _reply, access) => {
    const who = caller(access);
    return { data: await service.consents(who.userId, who.organizationId) };
  });

  route(tenantTokensSpecs.grantTenantConsent, async (request, reply, access) => {
    const who = caller(access);
    const { tenantId, scopes } = request.body;
    return reply.status(201).send(await service.grant(who.userId, who.organizationId, tenantId, scopes));
  });

  route(tenantTokensSpecs.withdrawTenantConsent, async (request, reply, access) => {
    const who = caller(access);
    await service.withdraw(who.userId, who.organizationId, request.params.id);
    return reply.status(204).send(null);
  });
}
