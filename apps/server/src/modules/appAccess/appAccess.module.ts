import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { appAccessRoutes } from './appAccess.routes.ts';
import { appAccessService } from './appAccess.service.ts';

/** Per-app permissions, roles and users under /auth/v1/apps/{id} (docs/identity-api.md). */
export async function registerAppAccessModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<void> {
  await app.register(appAccessRoutes, { ...deps, service: appAccessService(deps.database.db, deps.audit) });
}
