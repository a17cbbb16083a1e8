/** pg-boss's way to run SQL on the connection it was given (PGlite's worker thread or its own pool). */
type SqlRunner = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** When a queue next has work: what its wake timer is set from (jobs.ts, on PGlite). */
export type DueWork = {
  queue: string;
  /** A job waits that could run now. */
  dueNow: boolean;
  /** The earliest start of a job held back until later (startAfter, a retry's delay), if any. */
  next: Date | null;
  /** The job `settling` is still marked running: pg-boss has not yet stored how its attempt ended. */
  settling: boolean;
};

type Row = { name: string; due_now: boolean; next: Date | string | null; settling: boolean };

/**
 * One read-only statement over pg-boss's job table for these queues, on its partial index of the
 * unfinished jobs (as queueStats.ts). A retry's start is read back rather than worked out here: with
 * retryBackoff, pg-boss adds a random share to the delay.
 */
export async function readDueWork(
  db: SqlRunner,
  schema: string,
  queues: readonly string[],
  settling: string | null = null,
): Promise<DueWork[]> {
  if (queues.length === 0) return [];
  // The schema name comes from the server's own options, never from a request; it cannot be a parameter.
  const { rows } = await db.executeSql(
    `select name,
       coalesce(bool_or(state < 'active' and start_after <= now()), false) as due_now,
       min(start_after) filter (where state < 'active' and start_after > now()) as next,
       coalesce(bool_or(id = $2::uuid and state = 'active'), false) as settling
     from ${schema}.job
     where name = any($1::text[]) and state <= 'active'
     group by name`,
    [queues, settling],
  );
  return (rows as Row[]).map((row) => ({
    queue: row.name,
    dueNow: row.due_now,
    next: row.next === null ? null : new Date(row.next),
    settling: row.settling,
  }));
}
