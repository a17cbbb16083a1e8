import {
  createLicenseRequestSchema,
  licenseRoleQuerySchema,
  licenseSchema,
  licensesResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditLog } from '../../platform/audit.ts';
import { requirePermission, requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { LicensesService } from './licenses.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Licenses: the identity service's licensor and licensee endpoints (SPEC.md 7) under
 * /auth/v1/organizations/:org/licenses, and the app hub's consumer view /apphub/v1/licensedApps.
 */
export async function licensesRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: LicensesService; audit?: AuditLog },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = opts.database.db;
  const { service } = opts;
  const tags = ['licenses'];

  app.get(
    '/apphub/v1/licensedApps',
    {
      schema: {
        tags,
        summary: 'Apps licensed to the company: app, producer, start, end, Active/Expired',
        response: { 200: licensesResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.list((await requirePermission(db, request, 'apps.read')).organizationId, 'licensee'),
  );

  app.get(
    '/auth/v1/organizations/:org/licenses',
    {
      schema: {
        tags,
        summary: 'Licenses the company grants (licensor) or holds (licensee)',
        params: z.object({ org: z.uuid() }),
        querystring: licenseRoleQuerySchema,
        response: { 200: licensesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const permission = request.query.role === 'licensor' ? 'licenses.manage' : 'apps.read';
      // Provider staff read any company's licenses on its /admin/company-management page.
      await requirePermissionOrStaff(db, request, permission, request.params.org, 'admin.companies');
      return service.list(request.params.org.toLowerCase(), request.query.role);
    },
  );

  app.post(
    '/auth/v1/organizations/:org/licenses',
    {
      schema: {
        tags,
        summary: 'License one of the company apps to another company',
        params: z.object({ org: z.uuid() }),
        body: createLicenseRequestSchema,
        response: { 201: licenseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requirePermission(db, request, 'licenses.manage', request.params.org);
      const producer = request.params.org.toLowerCase();
      const license = await service.create(producer, request.body);
      await opts.audit?.({
        organizationId: producer,
        userId: requireSession(request).userId,
        action: 'licenses.create',
        target: request.body.consumerOrganizationId,
        appId: request.body.appId,
        message: `Licensed app ${request.body.appId} to company ${request.body.consumerOrganizationId} from ${request.body.licenseStart} to ${request.body.licenseEnd}`,
      });
      return reply.status(201).send(license);
    },
  );
}
