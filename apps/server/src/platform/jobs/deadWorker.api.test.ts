import { formatMessage } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo } from '../../../test/logsFixtures.ts';
import { until } from '../../../test/process/serverProcess.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logArchives, organizations } from '../../db/schema/index.ts';
import { PROVISIONING_QUEUE, sweepOverdue } from '../../modules/companies/companies.provisioning.ts';
import { companiesRepository } from '../../modules/companies/companies.repository.ts';
import { LOST_AFTER_MS, sweepLostArchives } from '../../modules/logs/logArchiveSweep.ts';
import { logArchivesRepository } from '../../modules/logs/logArchives.repository.ts';
import { LOG_ARCHIVE_QUEUE } from '../../modules/logs/logArchives.service.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

/**
 * Dead workers on PostgreSQL (docs/decisions/dead-workers.md), where several processes share the queues and a
 * start cannot fail another's running jobs (PGlite's onAbandoned): a job whose worker died on its last
 * attempt is failed by pg-boss's supervisor once its heartbeat is stale, and what it was doing ends FAILED or
 * is done again, never "running" for ever. The dead worker is a job made active with a heartbeat ten minutes
 * old (no process is killed); the supervisor pass is run at once instead of at its minute
 * (docs/decisions/dead-workers.md).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('jobs whose worker died, on PostgreSQL', () => {
  let ctx: TestContext;
  let supervisor: PgBoss;
  const now = Date.now();

  /** Sends a job no worker takes yet, then makes it look held by a process dead on its last attempt. */
  async function deadJob(queue: string, payload: object, singletonKey?: string) {
    const id = await ctx.jobs.send(queue, payload, {
      startAfter: 3600,
      ...(singletonKey ? { singletonKey } : {}),
    });
    await ctx.database.db.execute(sql`
      update pgboss.job set state = 'active', retry_count = retry_limit, heartbeat_seconds = 30,
        started_on = now() - interval '10 minutes', heartbeat_on = now() - interval '10 minutes'
      where id = ${id}::uuid`);
    await supervisor.supervise(queue);
    return (await ctx.jobs.find(queue, id!))!;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    supervisor = new PgBoss({
      connectionString: ctx.database.url!,
      schema: 'pgboss',
      max: 1,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await supervisor.start();
  });
  afterAll(async () => {
    await supervisor?.stop({ graceful: false, close: true });
    await ctx?.close();
  });

  it('fails the log archive of a dead worker with the reason, once its job is failed', async () => {
    const [row] = await ctx.database.db
      .insert(logArchives)
      .values({
        organizationId: demoOrgs.acme.id,
        rangeStart: hoursAgo(2, now),
        rangeEnd: hoursAgo(1, now),
        status: 'RUNNING',
        createdAt: new Date(now - LOST_AFTER_MS - 60_000),
      })
      .returning({ id: logArchives.id });
    const job = await deadJob(LOG_ARCHIVE_QUEUE, { archiveId: row!.id });
    expect(job.state).toBe('failed');
    await sweepLostArchives(logArchivesRepository(ctx.database.db), ctx.jobs);
    const [archive] = await ctx.database.db.select().from(logArchives).where(eq(logArchives.id, row!.id));
    expect(archive).toMatchObject({ status: 'FAILED', error: formatMessage('logs.archiveInterrupted') });
  });

  it('provisions again the company of a dead worker, through the overdue sweep', async () => {
    const organizationId = demoOrgs.bright.id;
    await ctx.database.db
      .update(organizations)
      .set({ accountStatus: 'PROVISIONING', provisioningDueAt: new Date(now - 10 * 60_000) })
      .where(eq(organizations.id, organizationId));
    const job = await deadJob(PROVISIONING_QUEUE, { organizationId }, organizationId);
    expect(job.state).toBe('failed');
    const provision = async (id: string) => {
      await ctx.jobs.send(PROVISIONING_QUEUE, { organizationId: id }, { singletonKey: id });
    };
    expect(await sweepOverdue(companiesRepository(ctx.database.db), { provision })).toBeGreaterThan(0);
    const status = await until('the company provisioned', async () => {
      const [company] = await ctx.database.db
        .select({ accountStatus: organizations.accountStatus })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return company!.accountStatus === 'PROVISIONING' ? undefined : company!.accountStatus;
    });
    expect(status).toBe('PROVISIONED');
  });
});
