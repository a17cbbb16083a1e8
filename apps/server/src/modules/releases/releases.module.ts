import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { appDirectory } from '../apps/apps.port.ts';
import type { AppsService } from '../apps/apps.service.ts';
import type { DeployService } from '../deploy/deploy.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { releasesRoutes } from './releases.routes.ts';
import { releasesService } from './releases.service.ts';

/** The promotion board, version diffs and rollback, over the apps, deploy and tenants services. */
export async function registerReleasesModule(
  app: FastifyInstance,
  deps: Deps & { apps: AppsService; deploy: DeployService; tenants: TenantsService; storage: FileStorage },
): Promise<void> {
  const { db } = deps.database;
  const service = releasesService({
    apps: deps.apps,
    directory: appDirectory(db),
    deploy: deps.deploy,
    tenants: deps.tenants,
    storage: deps.storage,
  });
  await app.register(releasesRoutes, { db, service });
}
