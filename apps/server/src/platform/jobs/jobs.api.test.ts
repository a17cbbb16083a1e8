import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { createJobs, type JobQueue, type JobRecord, type Jobs } from './jobs.ts';

const silent = pino({ level: 'silent' });
const fast = { pollingIntervalSeconds: 0.5 };

async function settled<P extends object, R>(jobs: Jobs, queue: string, id: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await jobs.find<P, R>(queue, id);
    if (job && (job.state === 'completed' || job.state === 'failed')) return job as JobRecord<P, R>;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs (pg-boss)', () => {
  let ctx: TestContext;
  let jobs: Jobs;
  let greet: JobQueue<{ name: string }>;
  const handled: string[] = [];
  let releaseSlow: () => void = () => {};
  let slowFinished = false;

  // Both drivers answer raw SQL with `{ rows }`.
  const queryRows = async (query: SQL) =>
    ((await ctx.database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    ctx = await createTestApp();
    jobs = createJobs(ctx.database, { logger: silent });
    greet = jobs.define<{ name: string }, { greeting: string }>(
      'test-greet',
      async (payload, job) => {
        handled.push(job.id);
        return { greeting: `hello ${payload.name}` };
      },
      fast,
    );
    jobs.define(
      'test-broken',
      async () => {
        throw new Error('the build server is on fire');
      },
      { ...fast, retryLimit: 1 },
    );
    jobs.define(
      'test-slow',
      async () => {
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        slowFinished = true;
        return { finished: true };
      },
      fast,
    );
    jobs.define(
      'test-sleepy',
      async (payload: { name: string }) => ({ woke: payload.name }),
      // Far longer than settled() waits: only the wake-up on send can run the job in time.
      { pollingIntervalSeconds: 120 },
    );
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await ctx.close();
  });

  it("wakes this process's idle worker when a job is sent, rather than waiting for its next poll", async () => {
    // The worker's first look at the queue, at start, found nothing: it now sleeps for 120 s.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const id = await jobs.send('test-sleepy', { name: 'Ada' });
    const job = await settled<{ name: string }, { woke: string }>(jobs, 'test-sleepy', id!);
    expect(job).toMatchObject({ state: 'completed', output: { woke: 'Ada' } });
  });

  it('runs the handler of a sent job and stores its result with the job', async () => {
    const id = await jobs.send('test-greet', { name: 'Ada' });
    expect(id).toEqual(expect.any(String));
    const job = await settled<{ name: string }, { greeting: string }>(jobs, 'test-greet', id!);
    expect(job).toMatchObject({
      state: 'completed',
      payload: { name: 'Ada' },
      output: { greeting: 'hello Ada' },
    });
    expect(handled).toContain(id);

    // Persisted in the database itself, where another process would see it.
    const rows = await queryRows(sql`select state, output from pgboss.job where id = ${id}`);
    expect(rows[0]).toEqual({ state: 'completed', output: { greeting: 'hello Ada' } });
  });

  it('sends through the typed queue handle define returns', async () => {
    expect(greet.name).toBe('test-greet');
    const id = await greet.send({ name: 'Grace' });
    const job = await settled(jobs, 'test-greet', id!);
    expect(job.output).toEqual({ greeting: 'hello Grace' });
  });

  it('retries a failing handler, then marks the job failed with the error', async () => {
    const id = await jobs.send('test-broken', {});
    const job = await settled(jobs, 'test-broken', id!);
    expect(job.state).toBe('failed');
    expect(job.retryCount).toBe(1);
    expect(job.output).toMatchObject({ message: 'the build server is on fire' });
  });

  it('refuses a queue that was never defined', async () => {
    await expect(jobs.send('no-such-queue', {})).rejects.toThrow('No job queue "no-such-queue"');
  });

  it('refuses to define a queue once jobs run', () => {
    expect(() => jobs.define('too-late', async () => {})).toThrow('before jobs start');
  });

  it('holds a send made while the workers start until they run, and stops a start in progress', async () => {
    // The server listens while its workers start (docs/decisions/listen-while-jobs-start.md).
    const early = createJobs(ctx.database, { logger: silent, schema: 'pgboss_early' });
    early.define(
      'early-greet',
      async (payload: { name: string }) => ({ greeting: `hi ${payload.name}` }),
      fast,
    );
    const starting = early.start();
    expect(early.start()).toBe(starting);
    const id = await early.send('early-greet', { name: 'Grace' });
    const job = await settled<{ name: string }, { greeting: string }>(early, 'early-greet', id!);
    expect(job).toMatchObject({ state: 'completed', output: { greeting: 'hi Grace' } });
    await starting;
    await early.stop();

    const stopped = createJobs(ctx.database, { logger: silent, schema: 'pgboss_early' });
    stopped.define('early-greet', async () => ({}), fast);
    const begun = stopped.start();
    await stopped.stop();
    await begun;
    await expect(stopped.send('early-greet', { name: 'late' })).rejects.toThrow('jobs are not started');
  });

  it('lets a running job finish when it stops', async () => {
    const id = await jobs.send('test-slow', {});
    const deadline = Date.now() + 20_000;
    while ((await jobs.find('test-slow', id!))?.state !== 'active') {
      if (Date.now() > deadline) throw new Error('slow job never started');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stopping = jobs.stop();
    setTimeout(() => releaseSlow(), 300);
    await stopping;
    expect(slowFinished).toBe(true);
    const rows = await queryRows(sql`select state from pgboss.job where id = ${id}`);
    expect(rows[0]).toEqual({ state: 'completed' });
  });
});
