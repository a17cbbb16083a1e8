import { tenantsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthSession, OrgContext } from '../../platform/auth/auth.hook.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { TenantsService } from './tenants.service.ts';

/**
 * The company's tenants (/auth/v1/organizations/{org}/tenants), which deploy picks from, and the provisioner
 * (tenant create, delete and password reset) for development tenants (docs/product/tenants.md TENANTS-1,
 * TENANTS-2).
 */
export async function tenantsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: TenantsService; audit: AuditLog },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service, audit } = opts;
  // The table has checked tenants.manage in the header's company.
  const manager = (request: FastifyRequest, access: { session: AuthSession; org: OrgContext }) => ({
    organizationId: access.org.organizationId,
    userId: access.session.userId,
    ip: request.ip,
  });

  route(tenantsSpecs.listTenants, async (request, _reply, { org }) =>
    service.page(org.organizationId, request.query.start, request.query.length),
  );

  route(tenantsSpecs.getDcLocation, async (request, _reply, { org }) =>
    service.dcLocation(org.organizationId, request.query.tenant),
  );

  route(tenantsSpecs.provisionTenant, async (request, reply, access) => {
    const actor = manager(request, access);
    const tenant = await service.provision(actor.organizationId, request.body.name);
    await audit({
      ...actor,
      action: 'tenants.create',
      target: tenant.id,
      message: `Created development tenant ${tenant.name}`,
    });
    return reply.status(201).send(tenant);
  });

  route(tenantsSpecs.deprovisionTenant, async (request, reply, access) => {
    const actor = manager(request, access);
    const tenant = await service.deprovision(actor.organizationId, request.params.id);
    await audit({
      ...actor,
      action: 'tenants.delete',
      target: tenant.id,
      message: `Deleted development tenant ${tenant.name}`,
    });
    return reply.status(204).send(null);
  });

  route(tenantsSpecs.resetTenantPassword, async (request, reply, access) => {
    const actor = manager(request, access);
    const credentials = await service.resetIntegrationPassword(actor.organizationId, request.params.id);
    await audit({
      ...actor,
      action: 'tenants.passwordReset',
      target: request.params.id,
      message: `Reset the integration password of ${credentials.username}`,
    });
    return reply.header('Cache-Control', 'no-store').send(credentials);
  });
}
