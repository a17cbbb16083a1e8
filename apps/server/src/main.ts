// biome-ignore-all assist/source/organizeImports: preparedThread.ts first, its evaluation starts the database thread.
import { preparedDatabaseThread } from './db/pgliteThread/preparedThread.ts';
import { loadConfig } from './config.ts';
import { startEmbedded } from './embeddedStart.ts';
import { logFatalErrors } from './platform/fatalErrors.ts';
import { createLogger } from './platform/logging.ts';
import { probePort } from './platform/portProbe.ts';
import { openFileStorage } from './platform/storage/openFileStorage.ts';

/**
 * The process's entry: what can fail without data is checked here, then the embedded database's thread is
 * started, and only then is the rest of the server loaded (startServer.ts), so that PGlite loads and
 * opens DATA_DIR in its thread while the main thread loads the app's modules. Its static imports are the
 * few modules those first steps need.
 */

/** Which variable a port in use was given by, for the start-up message. */
let metricsPortAsked: number | undefined;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config);
  logFatalErrors(logger);
  // Every precondition that needs no data is checked before DATA_DIR is created or opened.
  await probePort(config.port, config.host);
  metricsPortAsked = config.metricsPort || undefined;
  if (metricsPortAsked) await probePort(metricsPortAsked, config.host);
  await (await openFileStorage(config)).check();

  const embedded = config.databaseUrl
    ? undefined
    : startEmbedded(config.dataDir, config.copilot.embedding !== undefined, preparedDatabaseThread);
  const { startServer } = await import('./startServer.ts');
  await startServer({ config, logger, startedAt, embedded });
}

/** Refusals the server explains in words of their own; by name, so this file loads none of their modules. */
const startUpErrors = new Set([
  'ConfigError',
  'DataDirLockedError',
  'DatabaseOpenError',
  'DemoWorldInProductionError',
  'StorageUnavailableError',
]);

function explain(error: unknown): string | undefined {
  if (error instanceof Error && startUpErrors.has(error.name)) return error.message;
  const { code, address, port } = error as NodeJS.ErrnoException & { address?: string; port?: number };
  const variable = port !== undefined && port === metricsPortAsked ? 'METRICS_PORT' : 'PORT';
  if (code === 'EADDRINUSE') return `${variable} ${port} on ${address} is already in use by another program.`;
  if (code === 'EACCES' && port !== undefined)
    return `Not allowed to listen on ${variable} ${port}: pick a port above 1023.`;
  return undefined;
}

main().catch((error: unknown) => {
  const explained = explain(error);
  // A start-up failure is printed plainly (not as a JSON log line) so an operator reads it at once.
  console.error(explained ? `\nThe portal cannot start.\n${explained}\n` : error);
  process.exit(1);
});
