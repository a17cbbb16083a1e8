import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, dbOnClient, pgliteOf } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';

/** The search ran into its statement timeout (SQLSTATE 57014, query_canceled). */
export class LogQueryTimeout extends Error {
  override name = 'LogQueryTimeout';
}

function isTimeout(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '57014' || cause?.code === '57014';
}

/**
 * Runs `work` in a transaction whose statements stop after `timeoutMs` (PostgreSQL's statement_timeout).
 * PGlite ignores statement_timeout: there the statements carry `timeoutMs` as a deadline instead, which its
 * worker thread enforces (db/pgliteThread/), and the transaction would only add two statements to each
 * query; `consistent` keeps it for work of several statements that must see one snapshot.
 */
export async function withTimeout<T>(
  db: Db,
  timeoutMs: number,
  work: (tx: Db) => Promise<T>,
  { consistent = false } = {},
): Promise<T> {
  const ms = Math.max(1, Math.floor(timeoutMs));
  try {
    const embedded = pgliteOf(db);
    if (embedded) {
      const run = () => (consistent ? withTransaction(db, (tx) => work(tx)) : work(db));
      return await embedded.withDeadline(Date.now() + ms, run);
    }
    const pool = (db as { $client?: unknown }).$client;
    if (pool instanceof pg.Pool) return await onOneClient(pool, ms, work);
    return await withTransaction(db, async (tx) => {
      // SET takes no bind parameters; ms is an integer computed above.
      await tx.execute(sql.raw(`set local statement_timeout = ${ms}`));
      return work(tx);
    });
  } catch (error) {
    if (isTimeout(error)) throw new LogQueryTimeout('log query timed out');
    throw error;
  }
}

/**
 * The transaction of withTimeout on a pooled connection, with BEGIN and SET LOCAL sent as one simple query:
 * one round trip fewer than drizzle's transaction, on every search and download batch.
 */
async function onOneClient<T>(pool: pg.Pool, ms: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // A simple query may hold several statements but no bind parameters; ms is an integer.
    await client.query(`begin; set local statement_timeout = ${ms}`);
    const result = await work(dbOnClient(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A connection that cannot roll back is dropped rather than handed to the next caller.
    client.release(broken);
  }
}
