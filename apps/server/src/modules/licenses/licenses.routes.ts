import { licensesSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { audited, type LicensesService } from './licenses.service.ts';

/**
 * Licenses: the identity service's licensor and licensee endpoints (docs/product/licenses.md) under
 * /auth/v1/organizations/:org/licenses (list, grant, end), and the app hub's consumer view
 * /apphub/v1/licensedApps. Every grant and end is on the licensor's audit trail with before/after.
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
    return service.list(request.params.org.toLowerCase(), request.query.role, {
      appId: request.query.appId,
    });
  });

  route(licensesSpecs.listLicensees, async (request) =>
    service.licensees(request.params.org.toLowerCase(), request.query.q),
  );

  route(licensesSpecs.createLicense, async (request, reply, { session }) => {
    const producer = request.params.org.toLowerCase();
    const license = await service.create(producer, request.body);
    await opts.audit?.({
      organizationId: producer,
      userId: session.userId,
      action: 'licenses.create',
      target: license.consumerOrganizationId,
      appId: license.appId,
      message: `Licensed app ${license.appName} (${license.referenceId}) to ${license.consumerName} from ${license.licenseStart} ${license.licenseEnd ? `to ${license.licenseEnd}` : 'with no end date'}`,
      after: audited(license),
    });
    return reply.status(201).send(license);
  });

  route(licensesSpecs.endLicense, async (request, _reply, { session }) => {
    const producer = request.params.org.toLowerCase();
    // The licensor's own managers, or provider staff ending it from /admin/company-management.
    await requirePermissionOrStaff(db, request, 'licenses.manage', producer, 'admin.companies');
    const ended = await service.end(producer, request.params.licenseId.toLowerCase(), session.userId);
    const { license } = ended;
    const tenants = ended.undeployed.map((d) => `${d.tenant} (${d.environment})`).join(', ');
    await opts.audit?.({
      organizationId: producer,
      userId: session.userId,
      action: 'licenses.end',
      target: license.consumerOrganizationId,
      appId: license.appId,
      message: `Ended the license of app ${license.appName} (${license.referenceId}) to ${license.consumerName}${tenants ? `; undeployed it from ${tenants}` : ''}`,
      before: audited(ended.before),
      after: { ...audited(license), undeployed: ended.undeployed },
    });
    return license;
  });
}
