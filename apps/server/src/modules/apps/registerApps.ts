import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { createNotifier } from '../../platform/notifications/notifier.ts';
import { localFileStorage } from '../../platform/storage/fileStorage.ts';
import { adminAppsRoutes } from '../adminApps/adminApps.routes.ts';
import { adminAppsService } from '../adminApps/adminApps.service.ts';
import { appAccessRoutes } from '../appAccess/appAccess.routes.ts';
import { appAccessService } from '../appAccess/appAccess.service.ts';
import { buildsRepository } from '../builds/builds.repository.ts';
import { buildsRoutes } from '../builds/builds.routes.ts';
import { buildsService } from '../builds/builds.service.ts';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import { type CatalogService, catalogService } from '../catalog/catalog.service.ts';
import { deployRoutes } from '../deploy/deploy.routes.ts';
import { licensesRoutes } from '../licenses/licenses.routes.ts';
import type { LogInsert } from '../logs/logs.repository.ts';
import { notificationsRoutes } from '../notifications/notifications.routes.ts';
import { loadBuildSigner } from '../signing/buildSigner.ts';
import { buildSigningKeysRepository } from '../signing/buildSigningKeys.repository.ts';
import { signingKeysRoutes } from '../signing/signingKeys.routes.ts';
import { appsRoutes } from './apps.routes.ts';
import { type AppsService, appsService } from './apps.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appsModule: { service: AppsService; catalog: CatalogService };
  }
}

/** Apps, builds (the 'builds' queue), deploy and registry, licenses, catalog and live notifications. */
export async function registerApps(
  app: FastifyInstance,
  deps: Deps,
  logStore: {
    /** The log store's ingestion: build lines are also written there, as the app's 'build' rows. */
    ingestLogs: (rows: LogInsert[]) => Promise<void>;
    /** Who did what to an app, as audit lines of the company. */
    audit?: AuditLog;
  },
): Promise<void> {
  const { ingestLogs, audit } = logStore;
  const { config, database, jobs } = deps;
  const storage = localFileStorage(config.filesDir);
  const notifier = await createNotifier(database);
  const buildsRepo = buildsRepository(database.db);
  const signingKeys = buildSigningKeysRepository(database.db);
  // Made on the first start, so the published keys exist before any build is signed.
  const signer = await loadBuildSigner(signingKeys);
  const builds = buildsService({
    repo: buildsRepo,
    storage,
    jobs,
    notifier,
    logger: app.log,
    workers: config.buildWorkers,
    signer,
    ingestLogs,
  });
  const service = appsService({ db: database.db, storage, builds, ...(audit ? { audit } : {}) });
  const catalog = catalogService(database.db);
  await catalog.ensureEntries();
  // Tests and tools run the restart sweep on demand; start-up runs it through jobs.onStarted.
  app.decorate('sweepBuilds', builds.sweep);
  // The demo seed makes its apps through the same services as the API (seed/workspaceDemo.ts).
  app.decorate('appsModule', { service, catalog });
  app.addHook('onClose', async () => {
    builds.stop();
    await notifier.close();
  });

  // At the root, so the socket routes and app.injectWS (tests) see it.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  await app.register(appsRoutes, { ...deps, service, sampleOf: (id) => catalog.sampleOf(id) });
  await app.register(buildsRoutes, {
    ...deps,
    repo: buildsRepo,
    storage,
    versionOrg: (id) => service.organizationOfVersion(id).catch(() => null),
  });
  await app.register(signingKeysRoutes, { repo: signingKeys });
  await app.register(deployRoutes, { ...deps, service });
  await app.register(licensesRoutes, { ...deps, ...(audit ? { audit } : {}) });
  await app.register(catalogRoutes, { ...deps, service: catalog });
  await app.register(notificationsRoutes, { ...deps, notifier });
  await app.register(adminAppsRoutes, { service: adminAppsService(database.db) });
  await app.register(appAccessRoutes, { ...deps, service: appAccessService(database.db) });
}
