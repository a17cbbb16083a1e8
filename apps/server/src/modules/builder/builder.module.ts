import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { SocketRoutes } from '../../platform/sockets.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { AppsService } from '../apps/apps.service.ts';
import type { BuildsService } from '../builds/builds.service.ts';
import { builderRoutes } from './builder.routes.ts';
import { type BuilderService, builderService } from './builder.service.ts';
import { builderSessionRoutes } from './builderSession.routes.ts';
import { draftAssetsRoutes } from './draftAssets.routes.ts';
import { languageServerRoutes } from './languageServer.routes.ts';

/** The app builder's server side: drafts of an app's source, validated and built through the apps module. */
export async function registerBuilderModule(
  app: FastifyInstance,
  deps: Deps & {
    storage: FileStorage;
    apps: AppsService;
    builds: BuildsService;
    audit: AuditLog;
    sockets: SocketRoutes;
  },
): Promise<BuilderService> {
  const service = builderService({
    db: deps.database.db,
    storage: deps.storage,
    apps: deps.apps,
    builds: deps.builds,
    audit: deps.audit,
  });
  app.addHook('onClose', async () => service.closeAnalysis());
  await app.register(builderRoutes, { ...deps, service });
  await app.register(draftAssetsRoutes, { ...deps, service });
  await app.register(builderSessionRoutes);
  deps.sockets.add((scope) => languageServerRoutes(scope, { ...deps, service }));
  return service;
}
