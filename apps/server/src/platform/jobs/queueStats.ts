/** What the metrics scrape reads about one queue. */
export type QueueStat = {
  queue: string;
  /** Jobs that could run now (created or waiting for a retry, start time reached) but no worker has taken. */
  queued: number;
  /** Jobs held back until a later start time (startAfter, a retry's delay). */
  deferred: number;
  /** Jobs a worker is running. */
  active: number;
  /** Seconds the oldest runnable job has waited since it could have run; 0 with none waiting. */
  oldestQueuedSeconds: number;
};

/** pg-boss's way to run SQL on the connection it was given (PGlite's worker thread or its own pool). */
type SqlRunner = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

type Row = { name: string; queued: number; deferred: number; active: number; oldest: number };

/**
 * One read-only statement over pg-boss's job table, for the queues this process defines only (a queue
 * name is a label: a bounded set). Its partial index on `state < 'active'` keeps it an index scan of the
 * unfinished jobs; finished ones, by far the most rows, are never read.
 */
export async function readQueueStats(
  db: SqlRunner,
  schema: string,
  queues: readonly string[],
): Promise<QueueStat[]> {
  if (queues.length === 0) return [];
  // The schema name comes from the server's own options, never from a request; it cannot be a parameter.
  const { rows } = await db.executeSql(
    `select name,
       (count(*) filter (where state < 'active' and start_after <= now()))::int as queued,
       (count(*) filter (where state < 'active' and start_after > now()))::int as deferred,
       (count(*) filter (where state = 'active'))::int as active,
       coalesce(extract(epoch from now() - min(start_after)
         filter (where state < 'active' and start_after <= now())), 0)::float8 as oldest
     from ${schema}.job
     where name = any($1::text[]) and state <= 'active'
     group by name`,
    [queues],
  );
  const byName = new Map((rows as Row[]).map((row) => [row.name, row]));
  return queues.map((queue) => {
    const row = byName.get(queue);
    return {
      queue,
      queued: row?.queued ?? 0,
      deferred: row?.deferred ?? 0,
      active: row?.active ?? 0,
      oldestQueuedSeconds: Math.max(0, row?.oldest ?? 0),
    };
  });
}
