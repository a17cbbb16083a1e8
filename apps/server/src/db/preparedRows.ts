import pg from 'pg';
import { type Db, pgliteOf } from './client.ts';

/** A statement built once (its text fixed) and run many times with new values. */
export type PreparedStatement = { name: string; sql: string };

/**
 * Runs `statement` with `values` on whichever driver `db` has and answers its rows as arrays, in the order
 * of its select list: for hot read paths, where a profile shows drizzle's per-row mapping matters (the
 * caller reads rows by position). With a `name`, the statement is named on PostgreSQL, so each pooled
 * connection parses and plans it once (PostgreSQL then reuses a generic plan) instead of on every call: only
 * for a statement whose text never changes under that name. PGlite has one connection and no planning
 * cost worth naming.
 */
export async function arrayRows(
  db: Db,
  statement: { sql: string; name?: string | undefined },
  values: unknown[],
): Promise<unknown[][]> {
  const embedded = pgliteOf(db);
  if (embedded) return (await embedded.query<unknown[]>(statement.sql, values, { rowMode: 'array' })).rows;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.sql,
      values,
      rowMode: 'array',
    });
    return result.rows;
  }
  throw new Error('arrayRows: a database handle without a pg or PGlite client');
}
