import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { identityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { type IdentityService, identityService } from './identity.service.ts';

/** The identity API (users, companies, permissions, terms) and its reference data (regions, roles). */
export async function registerIdentityModule(app: FastifyInstance, deps: Deps): Promise<IdentityService> {
  const service = identityService(identityRepository(deps.database.db));
  await service.ensureReferenceData();
  await app.register(identityRoutes, { ...deps, service });
  return service;
}
