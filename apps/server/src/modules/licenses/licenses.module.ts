import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { licensesRoutes } from './licenses.routes.ts';
import { type LicensesService, licensesService } from './licenses.service.ts';

/** Licenses of apps from their producer company to consumer companies (licensor and licensee views). */
export async function registerLicensesModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<LicensesService> {
  const service = licensesService(deps.database.db);
  await app.register(licensesRoutes, { ...deps, service });
  return service;
}
