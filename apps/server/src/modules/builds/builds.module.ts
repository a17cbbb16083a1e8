import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { IngestLogs } from '../../platform/logStore.ts';
import type { Notifier } from '../../platform/notifications/notifier.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { SigningService } from '../signing/signing.service.ts';
import { adminBuildsRepository } from './adminBuilds.repository.ts';
import { adminBuildsRoutes } from './adminBuilds.routes.ts';
import { adminBuildsService } from './adminBuilds.service.ts';
import { buildEnvRepository } from './buildEnv.repository.ts';
import { buildsRepository } from './builds.repository.ts';
import { buildsRoutes } from './builds.routes.ts';
import { type BuildsService, buildsService } from './builds.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The restart sweep on demand (tests and tools); start-up runs it through jobs.onStarted. */
    sweepBuilds(): Promise<void>;
  }
}

/** Builds as jobs on the 'builds' queue (and 'build-signing'), their logs and files; /admin/build. */
export async function registerBuildsModule(
  app: FastifyInstance,
  deps: Deps & {
    storage: FileStorage;
    notifier: Notifier;
    signing: SigningService;
    ingestLogs: IngestLogs;
    audit: AuditLog;
  },
): Promise<BuildsService> {
  const db = deps.database.db;
  const env = buildEnvRepository(db);
  const service = buildsService({
    repo: buildsRepository(db),
    storage: deps.storage,
    jobs: deps.jobs,
    notifier: deps.notifier,
    logger: app.log,
    workers: deps.config.buildWorkers,
    staleMs: deps.config.buildStaleMs,
    signer: deps.signing.signer,
    ingestLogs: deps.ingestLogs,
    buildDuration: app.metrics.buildDuration,
    env,
  });
  app.decorate('sweepBuilds', service.sweep);
  app.addHook('onClose', async () => service.stop());
  const admin = adminBuildsService({
    repo: adminBuildsRepository(db),
    env,
    builds: service,
    jobs: deps.jobs,
    concurrency: deps.config.buildWorkers,
    staleMs: deps.config.buildStaleMs,
    audit: deps.audit,
  });
  await app.register(buildsRoutes, { db, service, retry: admin.retryOwn });
  await app.register(adminBuildsRoutes, {
    service: admin,
    storage: deps.storage,
    uploadMaxBytes: deps.config.appUploadMaxBytes,
  });
  return service;
}
