import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db, Schema } from './client.ts';

/**
 * An open transaction. It is also a `Db` (drizzle's transaction extends its database class, on both
 * drivers), so every repository takes it as it takes the database. A repository function that must not run outside one (several statements that only
 * make sense together) asks for a `Tx`, which a plain `Db` is not.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * The one place the server opens a transaction: BEGIN, `work`, COMMIT (ROLLBACK when `work` throws).
 * Called on a transaction it opens a savepoint inside it, as drizzle does.
 */
export function withTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  return db.transaction(work, config);
}
