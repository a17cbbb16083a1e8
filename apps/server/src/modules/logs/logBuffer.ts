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
 * A refusal of the rows themselves (SQLSTATE class 22 data exception or 23 integrity violation), as
 * opposed to the store being down, where writing row by row would only fail as many times again.
 */
function isDataError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

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
        if (!isDataError(error) || batch.length === 1) {
          logger.error({ err: error, rows: batch.length }, 'could not write a batch of log rows');
          return;
        }
        // One bad row must not sink everyone's rows of that second (docs/product/logs.md LOGS-12): the store
        // refused the batch for its data, so each row goes alone and only the bad ones are dropped.
        let refused = 0;
        for (const row of batch) {
          try {
            await write([row]);
          } catch {
            refused++;
          }
        }
        logger.error(
          { err: error, rows: batch.length, refused },
          'log rows refused by the store were dropped',
        );
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
