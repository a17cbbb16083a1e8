import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { entitlementsRepository } from './entitlements.repository.ts';
import { entitlementsRoutes } from './entitlements.routes.ts';
import { type EntitlementsService, entitlementsService } from './entitlements.service.ts';

/** A company's entitlements and limits; tenants, people and deploy ask it before what counts against them. */
export async function registerEntitlementsModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<EntitlementsService> {
  const { db } = deps.database;
  const service = entitlementsService(entitlementsRepository(db), { audit: deps.audit });
  await app.register(entitlementsRoutes, { db, service });
  return service;
}
