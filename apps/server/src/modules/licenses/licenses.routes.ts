import { licensesSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { LicensesService } from './licenses.service.ts';

/**
 * Licenses: the identity service's licensor and licensee endpoints (SPEC.md 7) under
 * /auth/v1/organizations/:org/licenses, and the app hub's consumer view /apphub/v1/licensedApps.
 */
export async function licensesRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: LicensesService; audit?: AuditLog },
): Promise<void> {
  const db = opts.database.db;
  const route = endpointRoutes(fastify, { db });
  const { service } = opts;

  route(licensesSpecs.listLicensedApps, async (_request, _reply, { org }) =>
    service.list(org.organizationId, 'licensee'),
  );

  route(licensesSpecs.listLicenses, async (request) => {
    const permission = request.query.role === 'licensor' ? 'licenses.manage' : 'apps.read';
    // Provider staff read any company's licenses on its /admin/company-management page.
    await requirePermissionOrStaff(db, request, permission, request.params.org, 'admin.companies');
    return service.list(request.params.org.toLowerCase(), request.query.role);
  });

  route(licensesSpecs.createLicense, async (request, reply, { session }) => {
    const producer = request.params.org.toLowerCase();
    const license = await service.create(producer, request.body);
    await opts.audit?.({
      organizationId: producer,
      userId: session.userId,
      action: 'licenses.create',
      target: request.body.consumerOrganizationId,
      appId: request.body.appId,
      message: `Licensed app ${request.body.appId} to company ${request.body.consumerOrganizationId} from ${request.body.licenseStart} to ${request.body.licenseEnd}`,
    });
    return reply.status(201).send(license);
  });
}
