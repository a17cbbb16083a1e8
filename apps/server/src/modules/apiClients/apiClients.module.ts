import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { apiClientsRepository } from './apiClients.repository.ts';
import { apiClientsRoutes } from './apiClients.routes.ts';
import { type ApiClientsService, apiClientsService } from './apiClients.service.ts';

/**
 * A company's API clients and their secrets. Registered before the tenants module, whose token
 * endpoint asks it to authenticate a client (the client credentials grant).
 */
export async function registerApiClientsModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<ApiClientsService> {
  const service = apiClientsService({ repo: apiClientsRepository(deps.database.db), audit: deps.audit });
  await app.register(apiClientsRoutes, { db: deps.database.db, service });
  return service;
}
