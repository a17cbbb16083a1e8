import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { jobsSchema } from '../../db/jobsSchema.ts';
import { createDueWakes } from './dueWakes.ts';
import { interruptedJobs } from './interruptedJobs.ts';
import { type QueueStat, readQueueStats } from './queueStats.ts';

/** What a handler learns about the job besides its payload. */
export type JobContext = {
  id: string;
  queue: string;
  /** 0 on the first attempt: a handler with side effects outside the database checks it. */
  retryCount: number;
  /** Aborted when the job expires or the process stops: long handlers pass it on. */
  signal: AbortSignal;
};

/** Runs one job. Its result is stored with the job (pg-boss `output`), so it must serialise as JSON. */
export type JobHandler<Payload, Result> = (payload: Payload, job: JobContext) => Promise<Result>;

export type QueueOptions = {
  /** Attempts after the first before the job is marked failed. pg-boss default: 2. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long one attempt may run before it is retried or failed. pg-boss default: 15 minutes. */
  expireInSeconds?: number;
  /**
   * A running job's process refreshes it this often (seconds, at least 10); one not refreshed for this long
   * is retried or failed by pg-boss's supervisor: a job whose process died on PostgreSQL (where several
   * processes share the queues) is taken up again in a minute or two rather than at its expiry.
   */
  heartbeatSeconds?: number;
  /** How long a finished job (and its result) is kept. pg-boss default: 7 days. */
  deleteAfterSeconds?: number;
  /**
   * How often an idle worker looks for work. pg-boss default: 2 s. On PGlite at least 30 s, a safety
   * net only: there the workers are woken when work is due (WAKE_ON_PGLITE).
   */
  pollingIntervalSeconds?: number;
  /** Jobs of this queue run at once in this process. */
  localConcurrency?: number;
  /**
   * Called at start for a job a dead process left running on its last attempt, which is failed without
   * its handler running again (PGlite): what the handler would have marked failed is marked here.
   */
  onAbandoned?: (payload: never) => Promise<void>;
  /** A five-field cron (UTC): pg-boss sends one job per tick, whatever the number of processes. */
  cron?: string;
};

export type SendOptions = {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job with this key: repeated sends are dropped (send resolves to null). */
  singletonKey?: string;
  /** Of the jobs due now, those of the highest priority are taken first, then the oldest. 0 by default. */
  priority?: number;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobRecord<Payload, Result> = {
  id: string;
  queue: string;
  state: JobState;
  payload: Payload;
  /** The handler's result once completed; the error once failed. */
  output: Result | { message: string } | null;
  retryCount: number;
};

/** A defined queue, typed by its payload: what services keep to send work to it. */
export type JobQueue<Payload extends object> = {
  name: string;
  send(payload: Payload, options?: SendOptions): Promise<string | null>;
};

export type Jobs = {
  /** Registers a queue and its handler. Call before start(): every process defines the same queues. */
  define<Payload extends object, Result = void>(
    queue: string,
    handler: JobHandler<Payload, Result>,
    options?: QueueOptions,
  ): JobQueue<Payload>;
  send<Payload extends object>(
    queue: string,
    payload: Payload,
    options?: SendOptions,
  ): Promise<string | null>;
  find<Payload extends object, Result>(queue: string, id: string): Promise<JobRecord<Payload, Result> | null>;
  /**
   * Whether a job of `queue` whose payload contains `match` waits or runs (created, retry or active):
   * for sweeps that find a row whose job was never sent, or ended without its handler settling the row.
   */
  pending(queue: string, match: object): Promise<boolean>;
  /**
   * Runs `task` once the workers have started (start-up sweeps that may send jobs, such as re-queueing
   * builds a dead process left behind). Register before start().
   */
  onStarted(task: () => Promise<void>): void;
  /**
   * Installs or upgrades pg-boss's own schema, creates the queues and starts the workers. A send made
   * meanwhile waits for it (the server may listen before the workers run); a second call returns the first.
   */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for running ones; the database stays open. */
  stop(timeoutMs?: number): Promise<void>;
  /** Depth and wait of every defined queue (metrics scrape); none until started (no pg-boss schema yet). */
  queueStats(): Promise<QueueStat[]>;
};

type Definition = {
  handler: JobHandler<object, unknown>;
  options: QueueOptions;
};

export type JobsOptions = {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** pg-boss's own schema, kept apart from the portal's tables. */
  schema?: string;
};

/**
 * The send options of a cron queue's schedule: once per tick, on any number of processes.
 * pg-boss's pass files each due occurrence in its send-it queue under a per-minute slot, which keeps
 * passes from forwarding one occurrence twice, but creates our job with the schedule's options only: any
 * second forward of one tick (a catch-up occurrence beside the due one, two passes filing it in slots
 * of their own) was a second job. Two processes started together on an empty database saw every
 * per-minute cron enqueued twice in the first minute. A throttle on our own queue (one job per key a
 * minute, pg-boss's unique index on the slot) makes it hold whatever the forwarding does; the crons here
 * are a minute apart at the closest.
 */
export const cronSendOptions = (queue: string) => ({
  tz: 'UTC',
  singletonKey: `cron:${queue}`,
  singletonSeconds: 60,
});

/**
 * On PGlite a worker's poll is a safety net. One process holds a PGlite database (db/lock.ts), so every
 * job is sent, retried and failed here, and the workers are woken when work becomes due instead: a job
 * inserted due now (a send, a cron tick pg-boss's timekeeper forwards) by pg-boss's own LISTEN/NOTIFY,
 * whose listener stretches the poll to 30 s (its `notifyPollingIntervalSeconds`); a later start, and a
 * retry's start read back after a failed or expired attempt, by a timer (dueWakes.ts). Polling every
 * queue every 0.5-2 s cost about 4 % of a core at rest, each poll a round trip to the PGlite thread
 * (bench/README.md, "The server at rest: woken when due, not polling"). PostgreSQL keeps its polls:
 * other processes send and fail jobs there.
 */
const WAKE_ON_PGLITE = { useListenNotify: true, notify: true } as const;

/** A job in these states will still run (or is running): a sweep leaves its row to it. */
const UNFINISHED = new Set<JobState>(['created', 'retry', 'active']);

const tracer = trace.getTracer('developer-portal-jobs');

/**
 * A job run as a span of its own (a no-op unless tracing is on, docs/operations.md), so a build or an
 * archive shows in traces with its duration and its error.
 */
function traced<T>(queue: string, info: JobContext, run: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.destination.name': queue,
        'messaging.message.id': info.id,
        'portal.job.retry_count': info.retryCount,
      },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

function bossFor(database: Database, schema: string): PgBoss {
  if (database.kind === 'pglite') {
    // PGlite is one connection, held by its worker thread (db/pgliteThread/): pg-boss shares it with Drizzle.
    return new PgBoss({
      db: fromPglite(database.pglite!),
      backend: 'pglite',
      schema,
      useListenNotify: WAKE_ON_PGLITE.useListenNotify,
    });
  }
  // Its own small pool on the same PostgreSQL: job polling never starves request handlers of connections.
  return new PgBoss({ connectionString: database.url!, max: 4, application_name: 'portal-jobs', schema });
}

/**
 * The job runner (docs/architecture.md, "The parts"): pg-boss queues in the portal's own database, so every
 * process shares them and a crash loses no job (an unfinished one expires and is retried).
 */
export function createJobs(database: Database, { logger, schema = jobsSchema }: JobsOptions): Jobs {
  const boss = bossFor(database, schema);
  const onPglite = database.kind === 'pglite';
  const definitions = new Map<string, Definition>();
  const startedTasks: (() => Promise<void>)[] = [];
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  let starting: Promise<void> | undefined;

  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job runner warning'));

  /**
   * Fails, now, the jobs a dead process left running (interruptedJobs.ts), before any worker starts: each
   * is retried at once if it has attempts left, as any failure is, or failed for good on its last (a job
   * that kills the process is not run for ever). PGlite only: on PostgreSQL another live process may be
   * running them, and heartbeatSeconds is how a dead one's are found.
   */
  const retryInterrupted = async () => {
    const left = await interruptedJobs(boss.getDb(), schema, [...definitions.keys()]);
    for (const [queue, interrupted] of left) {
      const ids = interrupted.map((job) => job.id);
      await boss.fail(queue, ids, { message: 'The server stopped while this job ran.' });
      logger.warn({ queue, jobs: ids.length }, 'jobs interrupted by a stop were failed, to be retried');
      const onAbandoned = definitions.get(queue)?.options.onAbandoned;
      for (const job of interrupted.filter((each) => each.isLastAttempt)) {
        try {
          await onAbandoned?.(job.payload as never);
        } catch (error) {
          logger.error({ err: error, queue, jobId: job.id }, 'marking an abandoned job failed did not work');
        }
      }
    }
  };

  const wakes = createDueWakes(boss, schema, logger);

  const assertDefined = (queue: string) => {
    if (!definitions.has(queue)) throw new Error(`No job queue "${queue}" is defined`);
  };

  /** Installs or upgrades pg-boss's schema, creates the queues and starts the workers. */
  async function startWorkers(): Promise<void> {
    await boss.start();
    for (const [queue, { options }] of definitions) {
      const {
        pollingIntervalSeconds,
        localConcurrency,
        cron,
        onAbandoned: _local,
        ...portalOptions
      } = options;
      const queueOptions = onPglite ? { ...portalOptions, notify: WAKE_ON_PGLITE.notify } : portalOptions;
      await boss.createQueue(queue, queueOptions);
      // createQueue keeps an existing queue as it is: apply changed retry settings too.
      if (Object.keys(queueOptions).length > 0) await boss.updateQueue(queue, queueOptions);
      if (cron) await boss.schedule(queue, cron, {}, cronSendOptions(queue));
    }
    if (database.kind === 'pglite') await retryInterrupted();
    for (const [queue, { handler, options }] of definitions) {
      const { pollingIntervalSeconds, localConcurrency } = options;
      await boss.work<object>(
        queue,
        {
          batchSize: 1,
          ...(pollingIntervalSeconds !== undefined ? { pollingIntervalSeconds } : {}),
          ...(localConcurrency !== undefined ? { localConcurrency } : {}),
        },
        async ([job]) => {
          if (!job) return undefined;
          // pg-boss aborts the signal as the attempt ends (done, failed, expired or stopped), then stores
          // that end: a retry's start, or the next job of a queue with more waiting, is read after it.
          if (onPglite)
            job.signal.addEventListener('abort', () => wakes.attemptEnded(queue, job.id), { once: true });
          const info = { id: job.id, queue, retryCount: job.retryCount, signal: job.signal };
          return traced(queue, info, () => handler(job.data, info));
        },
      );
    }
    state = 'started';
    logger.info({ queues: [...definitions.keys()], schema }, 'jobs started');
    // Jobs a previous run left for later (a start time, a retry's delay) are woken for too.
    if (onPglite) await wakes.readAll([...definitions.keys()]);
    for (const task of startedTasks) {
      try {
        await task();
      } catch (error) {
        logger.error({ err: error }, 'a start-up job task failed');
      }
    }
  }

  const jobs: Jobs = {
    define(queue, handler, options = {}) {
      if (state !== 'new') throw new Error(`Job queue "${queue}" must be defined before jobs start`);
      if (definitions.has(queue)) throw new Error(`Job queue "${queue}" is defined twice`);
      definitions.set(queue, { handler: handler as JobHandler<object, unknown>, options });
      return { name: queue, send: (payload, sendOptions) => jobs.send(queue, payload, sendOptions) };
    },

    async send(queue, payload, options = {}) {
      assertDefined(queue);
      // A request served while the workers are still starting (the server listens meanwhile) waits for them.
      if (state === 'starting') await starting;
      if (state !== 'started') throw new Error(`Cannot send to "${queue}": jobs are not started`);
      const { startAfter, singletonKey, priority } = options;
      const id = await boss.send(queue, payload, {
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(singletonKey !== undefined ? { singletonKey } : {}),
        ...(priority !== undefined ? { priority } : {}),
      });
      // This process's own workers take a job due now at once rather than at their next poll: an
      // upload's build starts while its page loads. Other processes still find it by polling.
      if (id !== null && startAfter === undefined) wakes.now(queue);
      if (id !== null && startAfter !== undefined && onPglite) {
        wakes.at(queue, startAfter instanceof Date ? startAfter : new Date(Date.now() + startAfter * 1000));
      }
      return id;
    },

    async find<Payload extends object, Result>(queue: string, id: string) {
      assertDefined(queue);
      const [job] = await boss.findJobs<Payload>(queue, { id });
      if (!job) return null;
      return {
        id: job.id,
        queue,
        state: job.state,
        payload: job.data,
        output: (job.output ?? null) as JobRecord<Payload, Result>['output'],
        retryCount: job.retryCount,
      };
    },

    async pending(queue, match) {
      assertDefined(queue);
      const found = await boss.findJobs(queue, { data: match });
      return found.some((job) => UNFINISHED.has(job.state));
    },

    onStarted(task) {
      startedTasks.push(task);
    },

    start() {
      if (state !== 'new') return starting ?? Promise.resolve();
      state = 'starting';
      starting = startWorkers();
      return starting;
    },

    async stop(timeoutMs = 20_000) {
      if (state === 'starting') await starting?.catch(() => {});
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      wakes.stop();
      // Graceful: running handlers finish (or time out and are retried by another process later).
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
      logger.info('jobs stopped');
    },
    async queueStats() {
      if (state !== 'started') return [];
      return readQueueStats(boss.getDb(), schema, [...definitions.keys()]);
    },
  };
  return jobs;
}
