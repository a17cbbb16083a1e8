import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLine, testIngest } from '../../../test/logsFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { utcDay } from './logPartitions.ts';
import { dropExpiredLogDays, LOG_RETENTION_QUEUE } from './logRetention.ts';
import { logsRepository } from './logs.repository.ts';

const ACME = demoOrgs.acme.id;
const DAY = 86_400_000;
const daysAgo = (days: number, from: Date) => new Date(from.getTime() - days * DAY);

describe('log retention', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_RETENTION_DAYS: '30' });
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx?.close());

  it('drops the day partitions older than the retention, rows and all, and keeps the rest', async () => {
    const now = new Date('2026-06-15T10:00:00Z');
    const { repo, ingest } = testIngest(ctx.database);
    const ages = [600, 551, 550, 549, 1, 0];
    await ingest(ages.map((age) => logLine({ orgId: ACME, date: daysAgo(age, now), message: `age ${age}` })));

    const dropped = await dropExpiredLogDays(repo, 550, now);
    expect(dropped).toEqual([utcDay(daysAgo(600, now)), utcDay(daysAgo(551, now))]);
    const days = await repo.partitionDays();
    for (const age of [550, 549, 1, 0]) expect(days).toContain(utcDay(daysAgo(age, now)));
    for (const day of dropped) expect(days).not.toContain(day);

    const left = await repo.search(
      { orgId: ACME, start: daysAgo(700, now), end: now, types: null, filters: [] },
      50,
      5000,
    );
    expect(left.map((row) => row.message).sort()).toEqual(['age 0', 'age 1', 'age 549', 'age 550']);
    // Again: nothing more to drop.
    expect(await dropExpiredLogDays(repo, 550, now)).toEqual([]);
  });

  it('runs as the log-retention job with LOG_RETENTION_DAYS', async () => {
    const now = new Date();
    const { repo, ingest } = testIngest(ctx.database);
    await ingest([
      logLine({ orgId: ACME, date: daysAgo(45, now) }),
      logLine({ orgId: ACME, date: daysAgo(29, now) }),
    ]);
    await ctx.jobs.start();
    const id = await ctx.jobs.send(LOG_RETENTION_QUEUE, {});
    let job = await ctx.jobs.find<object, { dropped: string[] }>(LOG_RETENTION_QUEUE, id!);
    for (let i = 0; i < 100 && job?.state !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await ctx.jobs.find(LOG_RETENTION_QUEUE, id!);
    }
    expect(job?.state).toBe('completed');
    expect((job?.output as { dropped?: string[] } | undefined)?.dropped).toContain(utcDay(daysAgo(45, now)));
    const days = await logsRepository(ctx.database.db).partitionDays();
    expect(days).not.toContain(utcDay(daysAgo(45, now)));
    expect(days).toContain(utcDay(daysAgo(29, now)));
    expect(await repo.defaultPartitionCount()).toBe(0);
  });
});
