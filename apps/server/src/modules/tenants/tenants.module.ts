import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { tenantsRepository } from './tenants.repository.ts';
import { tenantsRoutes } from './tenants.routes.ts';
import { type TenantsService, tenantsService } from './tenants.service.ts';

/** The companies' tenants. */
export async function registerTenantsModule(app: FastifyInstance, deps: Deps): Promise<TenantsService> {
  const service = tenantsService(tenantsRepository(deps.database.db));
  await app.register(tenantsRoutes, { db: deps.database.db, service });
  return service;
}
