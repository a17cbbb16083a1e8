import type { Logger } from 'pino';

export type LogBufferOptions<Row> = {
  /** Writes one batch; a failure drops the batch (logged), it never reaches a request. */
  write: (rows: Row[]) => Promise<void>;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Written at least this often while rows wait. */
  flushEveryMs?: number;
  /** A batch this large is written at once, without waiting for the timer. */
  batchSize?: number;
  /** Rows held at most (the database is down or slow): newer rows are dropped beyond it, and counted. */
  maxPending?: number;
};

/**
 * Collects rows in memory and writes them in batches, one batch at a time, so the code that adds a row
 * (an HTTP response hook) never waits on the database. `flush()` writes everything added so far: tests
 * call it, and shutdown calls it before the database closes.
 */
export function logBuffer<Row>({
  write,
  logger,
  flushEveryMs = 1000,
  batchSize = 500,
  maxPending = 50_000,
}: LogBufferOptions<Row>) {
  let pending: Row[] = [];
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const writeOut = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (dropped > 0) {
      logger.warn({ dropped }, 'log rows dropped: the log store did not keep up');
      dropped = 0;
    }
    // Chained: batches reach the store in the order their rows were added.
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await write(batch);
      } catch (error) {
        logger.error({ err: error, rows: batch.length }, 'could not write a batch of log rows');
      }
    });
    return writing;
  };

  return {
    add(row: Row): void {
      if (pending.length >= maxPending) {
        dropped++;
        return;
      }
      pending.push(row);
      if (pending.length >= batchSize) void writeOut();
      else if (!timer) {
        timer = setTimeout(() => void writeOut(), flushEveryMs);
        timer.unref();
      }
    },
    flush: writeOut,
    get pending(): number {
      return pending.length;
    },
  };
}
export type LogBuffer<Row> = ReturnType<typeof logBuffer<Row>>;
