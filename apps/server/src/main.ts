import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, DatabaseOpenError, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { runMigrations } from './db/migrate.ts';
import { hasDemoAccounts, seedIdentityDemo } from './seed/identityDemo.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();

  let releaseLock: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    try {
      database = await openPglite(config.dataDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  await runMigrations(database);

  const app = await buildApp({ config, database });
  // buildApp has ensured the reference data (regions, role permissions) the demo world refers to.
  const demoAllowed = config.nodeEnv !== 'production' || config.allowDemoInProduction;
  if (config.seedDemo && demoAllowed) {
    if (await seedIdentityDemo(database.db, config)) app.log.info('seeded the demo identity world');
  }
  if (!demoAllowed && (await hasDemoAccounts(database.db))) {
    await app.close();
    await database.close();
    releaseLock?.();
    throw new ConfigError(
      'The database holds the demo accounts (*@demo.example, password DEMO_PASSWORD) and NODE_ENV is production. ' +
        'Remove them, or set ALLOW_DEMO_IN_PRODUCTION=true if this is a demo deployment.',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    } finally {
      releaseLock?.();
      app.log.info('stopped');
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      envLevel: config.envLevel,
      portalMode: config.portalMode,
      readyMs: Math.round(performance.now() - startedAt),
    },
    `portal ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  const known = [ConfigError, DataDirLockedError, DatabaseOpenError].some((type) => error instanceof type);
  // A start-up failure is printed plainly (not as a JSON log line) so an operator reads it at once.
  console.error(known ? `\nThe portal cannot start.\n${(error as Error).message}\n` : error);
  process.exit(1);
});
