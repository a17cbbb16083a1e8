import { DatabaseWorker } from './databaseWorker.ts';

/**
 * The embedded database's thread, started as this module is evaluated: main.ts imports it first, so the
 * thread loads PGlite while the main thread evaluates the server's other modules (about 0.2 s of an
 * existing start, bench/README). It opens nothing until told (embeddedStart.ts); none with DATABASE_URL.
 */
export const preparedDatabaseThread = process.env.DATABASE_URL ? undefined : DatabaseWorker.prepare();
