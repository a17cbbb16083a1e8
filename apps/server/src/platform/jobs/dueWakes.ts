import type { PgBoss, WipData } from 'pg-boss';
import type { Logger } from 'pino';
import { type DueWork, readDueWork } from './dueWork.ts';
import { createWakeTimers } from './wakeTimers.ts';

/** How long, and how often, the end of an attempt is read again while pg-boss has not stored it yet. */
const SETTLE_RETRY_MS = 25;
const SETTLE_READS = 40;

/** Wakes this process's workers of a queue when its work is due (jobs.ts, WAKE_ON_PGLITE). */
export type DueWakes = {
  /** Every worker of `queue` in this process (localConcurrency runs several) looks for work now. */
  now(queue: string): void;
  /** A job of `queue` was sent to start at `due`. */
  at(queue: string, due: Date): void;
  /**
   * An attempt of job `id` ended (pg-boss aborted its signal): once pg-boss has stored how, `queue` is
   * woken for what it has next (that job's retry, the next job waiting).
   */
  attemptEnded(queue: string, id: string): void;
  /** Wakes for the jobs a previous run left for later (a start time, a retry's delay). */
  readAll(queues: readonly string[]): Promise<void>;
  /** Clears every timer; nothing is woken after. */
  stop(): void;
};

/** What the wake-ups use of pg-boss: its workers, to wake them, and its connection, to read the job table. */
type Boss = Pick<PgBoss, 'notifyWorker' | 'getDb'> & {
  getWipData(): readonly Pick<WipData, 'id' | 'name'>[];
};

export function createDueWakes(boss: Boss, schema: string, logger: Pick<Logger, 'warn'>): DueWakes {
  let stopped = false;
  /** Reads waiting to run, cleared on stop: none is left behind a stopped job runner. */
  const reads = new Set<NodeJS.Timeout>();
  const now = (queue: string) => {
    for (const worker of boss.getWipData()) if (worker.name === queue) boss.notifyWorker(worker.id);
  };
  const wakeFor = ({ queue, dueNow, next }: DueWork) => {
    if (dueNow) now(queue);
    if (next) timers.at(queue, next);
  };
  /** `settling`: a job whose attempt ended, read again until its end is stored. */
  const readAndWake = (queue: string, settling: string | null = null, tries = 0) => {
    // An attempt also ends while the runner stops (pg-boss aborts it after wakes.stop()).
    if (stopped) return;
    const timer = setTimeout(
      async () => {
        reads.delete(timer);
        try {
          const [due] = await readDueWork(boss.getDb(), schema, [queue], settling);
          if (due?.settling && tries < SETTLE_READS) return readAndWake(queue, settling, tries + 1);
          if (due) wakeFor(due);
        } catch (error) {
          logger.warn({ err: error, queue }, 'reading when a job queue has work next failed');
        }
      },
      tries === 0 ? 0 : SETTLE_RETRY_MS,
    );
    timer.unref();
    reads.add(timer);
  };
  const timers = createWakeTimers((queue) => readAndWake(queue));

  return {
    now,
    at: (queue, due) => timers.at(queue, due),
    attemptEnded: (queue, id) => readAndWake(queue, id),
    async readAll(queues) {
      try {
        for (const due of await readDueWork(boss.getDb(), schema, queues)) wakeFor(due);
      } catch (error) {
        // The workers run all the same: what this misses, their poll takes up.
        logger.warn({ err: error }, 'reading when the job queues have work next failed');
      }
    },
    stop() {
      stopped = true;
      timers.clear();
      for (const timer of reads) clearTimeout(timer);
      reads.clear();
    },
  };
}
