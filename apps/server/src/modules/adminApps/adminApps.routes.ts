import { adminAppsSpecs, organizationAppsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { AdminAppsService } from './adminApps.service.ts';

/**
 * /apphub/v1/admin/apps: provider staff with admin.apps read every company's apps; and the same list of
 * one company for its own members (identity v1 `/{org}/apps`).
 */
export async function adminAppsRoutes(fastify: FastifyInstance, opts: { service: AdminAppsService; db: Db }) {
  const route = endpointRoutes(fastify, { db: opts.db });
  route(adminAppsSpecs.listAdminApps, async (request) => opts.service.list(request.query));
  route(organizationAppsSpecs.listOrganizationApps, async (request) =>
    opts.service.list({ ...request.query, sort: '-updatedAt', organizationId: request.params.org }),
  );
  route(adminAppsSpecs.getAdminApp, async (request) => opts.service.get(request.params.id));
}
