import { fromPglite, PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { createJobs, type JobRecord, type Jobs } from './jobs.ts';

/** Far longer than any test here waits: only a wake-up can run these jobs in time. */
const slow = { pollingIntervalSeconds: 120 };

/**
 * On PGlite a worker's poll is a safety net: its workers are woken when work becomes due, a later start
 * or a retry's delay included (jobs.ts, SAFETY_NET_SECONDS).
 */
describe.runIf(process.env.TEST_DB === 'pglite')('jobs woken when due, on PGlite', () => {
  let ctx: TestContext;
  let jobs: Jobs;
  const attempts = new Map<string, number[]>();
  const attempted = (queue: string) => {
    const times = attempts.get(queue) ?? [];
    attempts.set(queue, [...times, Date.now()]);
    return times.length;
  };

  async function settled(queue: string, id: string): Promise<JobRecord<object, unknown>> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await jobs.find<object, unknown>(queue, id);
      if (job && (job.state === 'completed' || job.state === 'failed')) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    jobs = createJobs(ctx.database, { logger: pino({ level: 'silent' }) });
    jobs.define('wake-later', async () => void attempted('wake-later'), slow);
    jobs.define(
      'wake-retry',
      async () => {
        if (attempted('wake-retry') === 0) throw new Error('first attempt fails');
      },
      { ...slow, retryLimit: 1, retryDelay: 2 },
    );
    jobs.define(
      'wake-backoff',
      async () => {
        if (attempted('wake-backoff') === 0) throw new Error('first attempt fails');
      },
      { ...slow, retryLimit: 1, retryDelay: 1, retryBackoff: true },
    );
    jobs.define(
      'wake-expired',
      async (_payload, job) => {
        if (attempted('wake-expired') > 0) return;
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      },
      { ...slow, retryLimit: 1, expireInSeconds: 1 },
    );
    jobs.define('wake-stopped', async () => {}, slow);
    jobs.define('wake-forwarded', async () => void attempted('wake-forwarded'), slow);
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await ctx.close();
  });

  it('runs a job sent for later at its time', async () => {
    const sentAt = Date.now();
    const id = await jobs.send('wake-later', {}, { startAfter: 2 });
    expect((await settled('wake-later', id!)).state).toBe('completed');
    const [ran] = attempts.get('wake-later')!;
    expect(ran! - sentAt).toBeGreaterThanOrEqual(1_900);
    expect(ran! - sentAt).toBeLessThan(6_000);
  });

  it('runs a failed job again after its retry delay', async () => {
    const id = await jobs.send('wake-retry', {});
    const job = await settled('wake-retry', id!);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    const [first, second] = attempts.get('wake-retry')!;
    expect(second! - first!).toBeGreaterThanOrEqual(1_900);
    expect(second! - first!).toBeLessThan(6_000);
  });

  it('runs it again at the start pg-boss drew for a backoff', async () => {
    const id = await jobs.send('wake-backoff', {});
    expect(await settled('wake-backoff', id!)).toMatchObject({ state: 'completed', retryCount: 1 });
    const [first, second] = attempts.get('wake-backoff')!;
    // 1-2 s: the delay of the first retry and a random share of it.
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(second! - first!).toBeLessThan(5_000);
  });

  it('runs an expired job again', async () => {
    const id = await jobs.send('wake-expired', {});
    expect(await settled('wake-expired', id!)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('runs a job pg-boss sends itself, as its timekeeper forwards a cron tick', async () => {
    const quiet = { schedule: false, supervise: false, migrate: false };
    const helper = new PgBoss({ db: fromPglite(ctx.database.pglite!), backend: 'pglite', ...quiet });
    await helper.start();
    try {
      const id = await helper.send('wake-forwarded', {});
      expect((await settled('wake-forwarded', id!)).state).toBe('completed');
    } finally {
      await helper.stop({ graceful: false });
    }
  });

  it('clears its timers and stops listening when it stops', async () => {
    const listening = async () =>
      (
        await ctx.database.pglite!.query<{ n: number }>(
          'select count(*)::int as n from pg_listening_channels()',
        )
      ).rows[0]!.n;
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    try {
      await jobs.send('wake-stopped', {}, { startAfter: 600 });
      const wakeTimer = setTimeoutSpy.mock.calls.findIndex(([, delay]) => (delay ?? 0) > 590_000);
      expect(wakeTimer).toBeGreaterThanOrEqual(0);
      expect(await listening()).toBe(1);
      await jobs.stop();
      expect(clearTimeoutSpy).toHaveBeenCalledWith(setTimeoutSpy.mock.results[wakeTimer]!.value);
      // pg-boss's LISTEN goes with it: the database is closed with no listener left on it.
      expect(await listening()).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
