import pg from 'pg';
import { type Db, pgliteOf } from './client.ts';

/** A statement built once (its text fixed) and run many times with new values. */
export type PreparedStatement = { name: string; sql: string };

/**
 * Runs `statement` with `values` on whichever driver `db` has and answers its rows as arrays, in the order
 * of its select list. On PostgreSQL the statement is named, so each pooled connection parses and plans it
 * once (PostgreSQL then reuses a generic plan) instead of on every call; PGlite has one connection and no
 * planning cost worth naming. Rows as arrays skip drizzle's per-row mapping: the caller reads them by
 * position. For hot read paths only, where a profile shows drizzle's building and mapping matter.
 */
export async function preparedArrayRows(
  db: Db,
  statement: PreparedStatement,
  values: unknown[],
): Promise<unknown[][]> {
  const embedded = pgliteOf(db);
  if (embedded) return (await embedded.query<unknown[]>(statement.sql, values, { rowMode: 'array' })).rows;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      name: statement.name,
      text: statement.sql,
      values,
      rowMode: 'array',
    });
    return result.rows;
  }
  throw new Error('preparedArrayRows: a database handle without a pg or PGlite client');
}
