import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { integrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { integrationsService } from './integrations.service.ts';

/**
 * Third-party integrations: the connections; the token endpoint (apiClients) honours
 * them when a connected client asks for a token for one of the connecting company's tenants.
 */
export async function registerIntegrationsModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<void> {
  const { db } = deps.database;
  await app.register(integrationsRoutes, {
    db,
    service: integrationsService(integrationsRepository(db), { audit: deps.audit }),
  });
}
