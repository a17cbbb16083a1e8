import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { BuildsService } from '../builds/builds.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { DownloadShelf } from '../downloads/downloads.port.ts';
import type { SearchIndex } from '../search/search.port.ts';
import { appsRepository } from './apps.repository.ts';
import { appsRoutes } from './apps.routes.ts';
import { type AppsService, appsService } from './apps.service.ts';
import { appSourceFiles } from './source/downloadFiles.ts';
import { defineSourceSweep } from './sourceSweep.ts';

/** Apps and their versions (app hub v1): create, copy, upload, rename, retire, delete, promote, review, certify. */
export async function registerAppsModule(
  app: FastifyInstance,
  deps: Deps & {
    storage: FileStorage;
    builds: BuildsService;
    catalog: CatalogService;
    audit: AuditLog;
    search: SearchIndex;
    downloads: DownloadShelf;
  },
): Promise<AppsService> {
  const service = appsService({
    db: deps.database.db,
    storage: deps.storage,
    builds: deps.builds,
    catalog: deps.catalog,
    audit: deps.audit,
    search: deps.search,
  });
  deps.downloads.provide(appSourceFiles);
  defineSourceSweep(deps.jobs, {
    storage: deps.storage,
    repo: appsRepository(deps.database.db),
    logger: app.log,
  });
  await app.register(appsRoutes, { ...deps, service, storage: deps.storage });
  return service;
}
