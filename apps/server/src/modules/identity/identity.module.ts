import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { identityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { type IdentityService, identityService } from './identity.service.ts';

/** The identity API (users, companies, permissions, terms) and its reference data (regions, roles). */
export async function registerIdentityModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<IdentityService> {
  const service = identityService(identityRepository(deps.database.db));
  await service.ensureReferenceData();
  await app.register(identityRoutes, { ...deps, service });
  return service;
}
