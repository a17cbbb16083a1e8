import {
  integrationCredentialsSchema,
  provisionTenantRequestSchema,
  tenantListQuerySchema,
  tenantSchema,
  tenantsPageSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { TenantsService } from './tenants.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The company's tenants (SPEC.md 7: /auth/v1/organizations/{org}/tenants), which deploy picks from, and
 * the provisioner (SPEC.md 7: tenant create, delete and password reset) for development tenants.
 */
export async function tenantsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: TenantsService; audit: AuditLog },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service, audit } = opts;
  const tenantParams = z.object({ id: z.uuid() });
  const manager = async (request: FastifyRequest) => {
    const org = await requirePermission(db, request, 'tenants.manage');
    return { organizationId: org.organizationId, userId: requireSession(request).userId, ip: request.ip };
  };

  app.get(
    '/auth/v1/organizations/:org/tenants',
    {
      schema: {
        tags: ['tenants'],
        summary: "The company's tenants with their environment, by name, in pages of at most 100",
        params: z.object({ org: z.uuid() }),
        querystring: tenantListQuerySchema,
        response: { 200: tenantsPageSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'tenants.read', request.params.org);
      return service.page(org.organizationId, request.query.start, request.query.length);
    },
  );

  app.post(
    '/auth/v1/provisioner/tenants',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Creates a development tenant of the company, within its limit',
        body: provisionTenantRequestSchema,
        response: { 201: tenantSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = await manager(request);
      const tenant = await service.provision(actor.organizationId, request.body.name);
      await audit({
        ...actor,
        action: 'tenants.create',
        target: tenant.id,
        message: `Created development tenant ${tenant.name}`,
      });
      return reply.status(201).send(tenant);
    },
  );

  app.delete(
    '/auth/v1/provisioner/tenants/:id',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Deletes a development tenant no app is deployed to, with its data and tokens',
        params: tenantParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = await manager(request);
      const tenant = await service.deprovision(actor.organizationId, request.params.id);
      await audit({
        ...actor,
        action: 'tenants.delete',
        target: tenant.id,
        message: `Deleted development tenant ${tenant.name}`,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/v1/provisioner/tenants/:id/passwordReset',
    {
      schema: {
        tags: ['tenants'],
        summary: "A new password for the tenant's integration user, shown once",
        params: tenantParams,
        response: { 200: integrationCredentialsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await manager(request);
      const credentials = await service.resetIntegrationPassword(actor.organizationId, request.params.id);
      await audit({
        ...actor,
        action: 'tenants.passwordReset',
        target: request.params.id,
        message: `Reset the integration password of ${credentials.username}`,
      });
      return reply.header('Cache-Control', 'no-store').send(credentials);
    },
  );
}
