import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import type { RestartEvent } from './db/pgliteThread/pgliteThread.ts';
import type { EmbeddedStart } from './embeddedStart.ts';
import { createJobs } from './platform/jobs/jobs.ts';
import type { createLogger } from './platform/logging.ts';
import { type MetricsServer, startMetricsServer } from './platform/metrics/metricsServer.ts';
import { hasDemoAccounts } from './seed/identityDemo.ts';
import {
  assertNoDemoWorldInProduction,
  DemoWorldInProductionError,
  makesDemoWorld,
  seedDemoWorld,
} from './seed/seedDemoWorld.ts';

/** How long shutdown may take before the process gives up on stragglers and exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

async function openDatabase(
  config: Config,
  logger: ReturnType<typeof createLogger>,
  embedded: EmbeddedStart | undefined,
) {
  if (!embedded) {
    const onIdleError = (error: Error) =>
      logger.warn({ err: error }, 'an idle PostgreSQL connection failed; the pool replaces it');
    return { database: await openPostgres(config.databaseUrl!, onIdleError), releaseLock: undefined };
  }
  const { releaseLock } = embedded;
  const onRestart = (event: RestartEvent) =>
    logger.warn(event, 'restarted the embedded database to stop a statement that ran past its deadline');
  try {
    return {
      database: await openPglite(config.dataDir, {
        onRestart,
        vector: embedded.vector,
        worker: embedded.worker,
      }),
      releaseLock,
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The server after its preconditions (main.ts), as docs/architecture.md "Start-up" lists: database ->
 * migrations -> listen, the demo seed (a fresh start) made while it listens, the requests that read data
 * waiting for it (docs/decisions/demo-seed-after-listen.md); the job workers start from the seed on and are
 * awaited before ready is logged (docs/decisions/listen-while-jobs-start.md).
 */
export async function startServer({
  config,
  logger,
  startedAt,
  embedded,
}: {
  config: Config;
  logger: ReturnType<typeof createLogger>;
  startedAt: number;
  embedded: EmbeddedStart | undefined;
}): Promise<void> {
  const { database, releaseLock } = await openDatabase(config, logger, embedded);
  let opened: Database | undefined = database;
  try {
    await runMigrations(database);
    await assertNoDemoWorldInProduction(database, config);

    const jobs = createJobs(database, { logger });
    const app = await buildApp({ config, database, jobs }, { logger });
    await app.ready();
    if (
      config.nodeEnv === 'production' &&
      !config.allowDemoInProduction &&
      (await hasDemoAccounts(database.db))
    ) {
      await app.close();
      throw new DemoWorldInProductionError(
        'The database holds the demo accounts (*@demo.example, password DEMO_PASSWORD) and NODE_ENV is production. ' +
          'Remove them, or set ALLOW_DEMO_IN_PRODUCTION=true if this is a demo deployment.',
      );
    }
    // Not awaited here: an existing database's start listens while the workers start (about a third of a
    // second), since a request's send waits for them (jobs.ts). A failure still fails the start, below.
    const jobsStarted = jobs.start();
    jobsStarted.catch(() => {});
    const makesWorld = await makesDemoWorld(database, config);
    // After buildApp (the reference data the demo users need); the demo apps' builds run as real jobs,
    // their sends waiting for the workers.
    const seeding = seedDemoWorld({
      database,
      db: database.db,
      config,
      services: app.services,
      storage: app.services.storage,
      logger,
    });
    // Awaited below; a listen that fails meanwhile fails the start without it.
    seeding.catch(() => {});

    let metricsServer: MetricsServer | undefined;
    const listen = async () => {
      await app.listen({ port: config.port, host: config.host });
      if (config.metricsPort !== undefined) {
        metricsServer = await startMetricsServer(
          app.metrics.registry,
          { port: config.metricsPort, host: config.host },
          (error) => logger.error({ err: error }, 'metrics scrape failed'),
        );
      }
    };
    // A start that makes the demo world listens while it does: what needs no data answers at once, the rest
    // waits for the world (docs/decisions/demo-seed-after-listen.md). Any other start listens after the
    // check, as before.
    if (makesWorld) {
      app.demoWorldGate.holdUntil(seeding);
      await listen();
      logger.info(
        { url: config.publicUrl },
        `portal listening at ${config.publicUrl}: making the demo world, the pages that need it wait for it`,
      );
    }
    let demoWorld: Awaited<typeof seeding>;
    try {
      demoWorld = await seeding;
    } catch (error) {
      // The requests that waited were answered 503 (demoWorldGate.ts); no one was served from the world.
      if (makesWorld) {
        await app.close();
        await metricsServer?.close();
      }
      throw error;
    }
    if (demoWorld === 'seeded') logger.info('seeded the demo world');

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down: finishing requests and jobs in flight');
      setTimeout(() => {
        logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out: exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      try {
        // HTTP first (a request may still send a job), then jobs, then the database they both use.
        await app.close();
        await metricsServer?.close();
        await jobs.stop();
        await database.close();
      } catch (error) {
        logger.error({ err: error }, 'error during shutdown');
        process.exitCode = 1;
      } finally {
        releaseLock?.();
        logger.info('stopped');
      }
    };
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));

    if (!makesWorld) await listen();
    await jobsStarted;
    opened = undefined;
    logger.info(
      {
        url: config.publicUrl,
        database: database.kind,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
        envLevel: config.envLevel,
        portalMode: config.portalMode,
        demoWorld,
        metricsPort: metricsServer?.port,
        readyMs: Math.round(performance.now() - startedAt),
      },
      `portal ready at ${config.publicUrl}`,
    );
  } finally {
    // A start that failed after opening the database closes it and frees DATA_DIR for the next try.
    if (opened) {
      await opened.close().catch(() => {});
      releaseLock?.();
    }
  }
}
