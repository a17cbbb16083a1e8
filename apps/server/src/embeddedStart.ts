import type { Worker } from 'node:worker_threads';
import { lockDataDir } from './db/lock.ts';
import { DatabaseWorker } from './db/pgliteThread/databaseWorker.ts';
import { templateFor } from './db/template/pgliteTemplate.ts';

/** The embedded database's thread, started before the server's other modules load (main.ts). */
export type EmbeddedStart = {
  /** Opening: PGlite loaded and DATA_DIR opened (or made from the template) in its own thread. */
  worker: Promise<DatabaseWorker>;
  /** pgvector loaded: the thread's restarts (after a statement past its deadline) load it again. */
  vector: boolean;
  releaseLock: () => void;
};

/**
 * Locks DATA_DIR and starts its database thread at once: loading PGlite and opening the directory (a third
 * of a second of an existing start) then overlaps the loading of the rest of the server. A failure to
 * open is reported where the server awaits the worker (db/client.ts openPglite), with its explanation.
 */
export function startEmbedded(dataDir: string, vector: boolean, prepared?: Worker): EmbeddedStart {
  const releaseLock = lockDataDir(dataDir);
  // A fresh DATA_DIR starts from the build's migrated template when it matches these migrations.
  const worker = DatabaseWorker.start(dataDir, templateFor(dataDir), vector, prepared);
  // Awaited later; until then a failure must not count as an unhandled rejection.
  worker.catch(() => {});
  return { worker, vector, releaseLock };
}
