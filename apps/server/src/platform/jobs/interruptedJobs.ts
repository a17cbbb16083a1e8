/** pg-boss's way to run SQL on the connection it was given (PGlite's worker thread or its own pool). */
type SqlRunner = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The jobs of these queues that pg-boss holds as running, by queue. On PGlite only one process ever opens
 * the database (db/lock.ts), so at start every one of them was left by a process that died mid-job (kill -9,
 * a crash, the machine): nobody will finish it, and pg-boss would wait for its expiry (an hour for a log
 * archive) before trying again, the archive or company showing "running" until then.
 */
export type InterruptedJob = { id: string; payload: object; isLastAttempt: boolean };

export async function interruptedJobs(
  db: SqlRunner,
  schema: string,
  queues: readonly string[],
): Promise<Map<string, InterruptedJob[]>> {
  const byQueue = new Map<string, InterruptedJob[]>();
  if (queues.length === 0) return byQueue;
  // The schema name comes from the server's own options, never from a request; it cannot be a parameter.
  const { rows } = await db.executeSql(
    `select name, id::text as id, data, retry_count >= retry_limit as last
     from ${schema}.job where name = any($1::text[]) and state = 'active'`,
    [queues],
  );
  for (const row of rows as { name: string; id: string; data: object | null; last: boolean }[]) {
    const job = { id: row.id, payload: row.data ?? {}, isLastAttempt: row.last };
    byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), job]);
  }
  return byQueue;
}
