import {
  apiErrorSchema,
  clientConnectionsSchema,
  connectIntegrationSchema,
  integrationClientPreviewSchema,
  thirdPartyIntegrationSchema,
  thirdPartyIntegrationsSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { IntegrationsService } from './integrations.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const orgParams = z.object({ org: z.uuid() });

/**
 * The company's admins (company.admin) or provider staff (admin.companies): an integration reaches the
 * company's tenants, so it is an admin's decision, as SAML is.
 */
async function manager(db: Db, request: FastifyRequest & { params: { org: string } }) {
  await requirePermissionOrStaff(db, request, 'company.admin', request.params.org, 'admin.companies');
  return { userId: requireSession(request).userId, ip: request.ip };
}

/** Third-party integrations of a company (SPEC.md 2.2; docs/decisions/third-party-integrations.md). */
export async function integrationsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: IntegrationsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;
  const tags = ['clients'];
  const base = '/auth/v2/organizations/:org/integrations';

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          "The company's connected integrations: name, owner, scopes, tenants, who connected them and when",
        params: orgParams,
        response: { 200: thirdPartyIntegrationsSchema, ...errors },
      },
    },
    async (request) => {
      await manager(db, request);
      return service.list(request.params.org);
    },
  );

  app.get(
    `${base}/clients/:clientId`,
    {
      schema: {
        tags,
        summary: "Another company's API client by its id: its name, owner company and requested scopes",
        params: z.object({ org: z.uuid(), clientId: z.uuid() }),
        response: { 200: integrationClientPreviewSchema, ...errors },
      },
    },
    async (request) => {
      await manager(db, request);
      return service.preview(request.params.org, request.params.clientId);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary:
          'Connect an integration with some of the scopes its client asks for, on tenants of the company',
        params: orgParams,
        body: connectIntegrationSchema,
        response: { 201: thirdPartyIntegrationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.connect(request.params.org, request.body, await manager(db, request))),
  );

  app.get(
    '/auth/v2/clients/:id/connections',
    {
      schema: {
        tags,
        summary:
          'The companies that connected this API client as a third-party integration (for its owner, clients.read)',
        params: z.object({ id: z.uuid() }),
        response: { 200: clientConnectionsSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await requirePermission(db, request, 'clients.read');
      return service.connectionsOf(owner.organizationId, request.params.id);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary:
          "Disconnect an integration: its client's tokens for the company's tenants are revoked at once",
        params: z.object({ org: z.uuid(), id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.disconnect(request.params.org, request.params.id, await manager(db, request));
      return reply.status(204).send(null);
    },
  );
}
