import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import { entitlementsRoutes } from './entitlements.routes.ts';
import { type EntitlementsService, entitlementsService } from './entitlements.service.ts';
import { packagesRepository } from './packages.repository.ts';
import { packagesRoutes } from './packages.routes.ts';
import { type PackagesService, packagesService } from './packages.service.ts';

/**
 * A company's entitlements and limits; tenants, people and deploy ask it before what counts against them.
 * Entitlement packages live here too: what a package grants is rows of the same grants.
 */
export async function registerEntitlementsModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<EntitlementsService & { packages: PackagesService }> {
  const { db } = deps.database;
  const service = entitlementsService(entitlementsRepository(db), { audit: deps.audit });
  await app.register(entitlementsRoutes, { db, service });
  const packages = packagesService(packagesRepository(db), { audit: deps.audit, entitlements: service });
  await app.register(packagesRoutes, { db, service: packages });
  return Object.assign(service, { packages });
}
