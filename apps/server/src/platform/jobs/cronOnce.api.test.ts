import { fromPglite, PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { createJobs, type Jobs } from './jobs.ts';

const SCHEMA = 'cron_once';
const QUEUE = 'test-cron-once';
/** pg-boss's queue of forwarded occurrences (its timekeeper's QUEUES.SEND_IT). */
const SEND_IT = '__pgboss__send-it';
// A tick that does not come round while the test runs: the forwards below are the only ones.
const YEARLY = '0 0 1 1 *';

/**
 * Two processes started together on an empty database enqueued every per-minute cron
 * twice in the first minute. pg-boss keeps passes from forwarding one occurrence twice (a per-minute
 * slot in its send-it queue), but a second forward of one tick, filed in a slot of its own, became a
 * second job of ours. Here two job runners share one database (PGlite and PostgreSQL), and a third
 * pg-boss, with no timekeeper of its own, files two forwards of one tick as two passes would.
 */
describe('a cron queue on two job runners over one database', () => {
  let ctx: TestContext;
  let runners: Jobs[];
  let helper: PgBoss;
  const ran: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const logger = pino({ level: 'silent' });
    runners = [0, 1].map((n) => {
      const jobs = createJobs(ctx.database, { logger, schema: SCHEMA });
      jobs.define(QUEUE, async () => void ran.push(`runner ${n}`), {
        cron: YEARLY,
        pollingIntervalSeconds: 0.5,
      });
      return jobs;
    });
    // One after the other: on PGlite both share one connection, where pg-boss's install lock is no lock.
    for (const jobs of runners) await jobs.start();
    const quiet = { schema: SCHEMA, schedule: false, supervise: false, migrate: false };
    helper =
      ctx.database.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(ctx.database.pglite!), backend: 'pglite', ...quiet })
        : new PgBoss({ connectionString: ctx.database.url!, max: 1, ...quiet });
    await helper.start();
  });
  afterAll(async () => {
    await helper?.stop({ graceful: false });
    for (const jobs of runners ?? []) await jobs.stop(1_000);
    await ctx?.close();
  });

  it('enqueues one job for two forwards of one tick', async () => {
    const [schedule] = await helper.getSchedules(QUEUE);
    expect(schedule?.cron).toBe(YEARLY);
    const forward = (slot: string) =>
      helper.send(SEND_IT, { name: QUEUE, key: '', data: {}, options: schedule!.options, slot });
    const forwarded = [await forward('2027-01-01 00:00:00'), await forward('2027-01-01 00:01:00')];

    // The runners' timekeepers take the forwards (pg-boss polls its send-it queue every 5 s).
    await expect
      .poll(
        async () =>
          (await Promise.all(forwarded.map((id) => helper.getJobById(SEND_IT, id!)))).every(
            (job) => job?.state === 'completed',
          ),
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    const jobs = await helper.findJobs(QUEUE);
    expect(jobs).toHaveLength(1);
    await expect.poll(() => ran.length, { timeout: 20_000 }).toBe(1);
  });
});
