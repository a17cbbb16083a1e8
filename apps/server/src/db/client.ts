import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
  sql,
} from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { DrizzleConfig } from 'drizzle-orm/utils';
import pg from 'pg';
import { PgliteThread, type PgliteThreadOptions } from './pgliteThread/pgliteThread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

declare module 'drizzle-orm/pglite/driver' {
  /**
   * Drizzle's PGlite driver calls only query() (with its parsers and row mode) and transaction() of its
   * client, which PgliteThread answers as PGlite does; its type asks for the whole PGlite class. This
   * overload says so once, instead of a cast where the database is opened.
   */
  export function drizzle<TSchema extends Record<string, unknown>>(
    client: PgliteThread,
    config: DrizzleConfig<TSchema>,
  ): PgliteDatabase<TSchema> & { $client: PgliteThread };
}
/**
 * The one database type the repositories see, whichever driver is underneath: the database, or one of its
 * transactions (`Tx` in transaction.ts, which drizzle derives from its database class).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

type Tables = ExtractTablesWithRelations<Schema>;
/** The schema's relational config, worked out once: drizzle() does it on each call (about a millisecond). */
let relationalSchema: RelationalSchemaConfig<Tables> | undefined;
/**
 * Each pooled connection's database, made once: building one with the schema costs about a millisecond
 * (a query builder per table), too much for every log search's transaction; the pool reuses its connections.
 */
const onClient = new WeakMap<pg.PoolClient, Db>();

/** A database on one checked-out pool connection (a transaction begun on it by hand, as logs' withTimeout). */
export function dbOnClient(client: pg.PoolClient): Db {
  const made = onClient.get(client);
  if (made) return made;
  if (!relationalSchema) {
    const { tables, tableNamesMap } = extractTablesRelationalConfig<Tables>(
      schema,
      createTableRelationsHelpers,
    );
    relationalSchema = { fullSchema: schema, schema: tables, tableNamesMap };
  }
  const dialect = new PgDialect();
  const db = new NodePgDatabase<Schema>(
    dialect,
    new NodePgSession(client, dialect, relationalSchema),
    relationalSchema,
  );
  // $client as drizzle() sets it: db/preparedRows.ts sends its named statements on it.
  const withClient = Object.assign(db, { $client: client });
  onClient.set(client, withClient);
  return withClient;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded PGlite, running in its worker thread (jobs share its single connection). */
  pglite?: PgliteThread;
  /** The pg pool when on PostgreSQL. */
  pool?: pg.Pool;
  /** The connection URL when on PostgreSQL (the job runner opens its own small pool). */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

/**
 * `onIdleError`: a pooled connection that is idle when the server drops it (restart, failover, idle
 * timeout) emits 'error' on the pool; without a listener Node ends the process. The pool replaces the
 * connection by itself, so the error is only reported.
 */
export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleError);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  }
  const db: Db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    pool,
    url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * Opens (or creates) the embedded database in `dir`, in a worker thread: PostgreSQL compiled to WebAssembly
 * runs on the thread that calls it, and the server's event loop must never wait for a statement.
 * Pass `memory://` for a throwaway one. `options.onRestart` hears of each restart of the worker that
 * stopped a statement past its deadline.
 */
export async function openPglite(dir: string, options: PgliteThreadOptions = {}): Promise<Database> {
  let pglite: PgliteThread;
  try {
    pglite = await PgliteThread.open(dir, options);
  } catch (error) {
    // Never recreate or reset the directory: the operator must see that the data is unreadable.
    throw new DatabaseOpenError(
      `Cannot open the embedded database in ${dir}: ${(error as Error).message || String(error)}. ` +
        'The directory may be corrupt or written by another program; nothing was changed. ' +
        'Restore it from a backup or point DATA_DIR at another directory.',
    );
  }
  const db: Db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

/** The embedded PGlite under `db` (which, unlike PostgreSQL, ignores statement_timeout), if it is one. */
export function pgliteOf(db: Db): PgliteThread | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PgliteThread ? client : undefined;
}
