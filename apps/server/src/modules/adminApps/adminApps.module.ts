import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { adminAppsRoutes } from './adminApps.routes.ts';
import { adminAppsService } from './adminApps.service.ts';

/** Provider staff's view of every company's apps (admin.apps). */
export async function registerAdminAppsModule(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(adminAppsRoutes, { service: adminAppsService(deps.database.db), db: deps.database.db });
}
