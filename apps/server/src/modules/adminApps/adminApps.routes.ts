import { adminAppsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { AdminAppsService } from './adminApps.service.ts';

/** /apphub/v1/admin/apps: provider staff with admin.apps read every company's apps. */
export async function adminAppsRoutes(fastify: FastifyInstance, opts: { service: AdminAppsService }) {
  const route = endpointRoutes(fastify);
  route(adminAppsSpecs.listAdminApps, async (request) => opts.service.list(request.query));
  route(adminAppsSpecs.getAdminApp, async (request) => opts.service.get(request.params.id));
}
