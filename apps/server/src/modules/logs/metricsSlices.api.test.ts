import type { AuditRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLine, testIngest } from '../../../test/logsFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { apps } from '../../db/schema/index.ts';
import type { LogInsert } from '../../platform/logStore.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { seedLogsDemo } from '../../seed/logsDemo.ts';
import { SLICE_SIZES } from './logSlices.ts';
import { metricsService } from './metrics.service.ts';
import { type MetricsSlicesRepository, metricsSlicesRepository } from './metricsSlices.repository.ts';

const ACME = demoOrgs.acme.id;
const GLOBEX = demoOrgs.globex.id;
const INITECH = demoOrgs.initech.id;
const ADMIN = demoUsers.find((u) => u.email === 'admin@demo.example')!;
const DEVELOPER = demoUsers.find((u) => u.email === 'developer@demo.example')!;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Small slices: a day's lines, and the 300 sharing one instant, take many slices each. */
const SMALL = { ...SLICE_SIZES, firstRows: 8, firstRowsWithoutRegex: 8, minRows: 8, maxRows: 256 };

/**
 * docs/decisions/pglite-sliced-reads.md: on the embedded database the metrics dashboards, active users and
 * the audit pages are read in slices of bounded rows, merged exactly. Sliced or not, they answer the same.
 */
describe('dashboards, active users and audit pages read in slices', () => {
  let ctx: TestContext;
  let appId: string;
  const now = new Date();

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const [made] = await ctx.database.db
      .insert(apps)
      .values({ organizationId: ACME, referenceId: 'sliced_metrics', name: 'Sliced App', type: 'EXTEND' })
      .returning({ id: apps.id });
    appId = made!.id;
    // A month of the demo's lines for two companies (the demo world's size).
    await seedLogsDemo(ctx.database.db, { orgIds: [ACME, GLOBEX], appIds: ['app-a', 'app-b', appId], now });
    const { ingest } = testIngest(ctx.database);
    const tied = new Date(now.getTime() - 3 * HOUR);
    const lines: LogInsert[] = [
      // Lines sharing one instant, with durations that are not whole and some without one.
      ...Array.from({ length: 300 }, (_, i) =>
        logLine({
          orgId: ACME,
          appId: i % 3 ? appId : null,
          date: tied,
          level: i % 7 ? 'info' : 'error',
          attributes: {
            status: i % 11 ? 200 : 502,
            ...(i % 5 ? { durationMs: (i * 37) / 8 } : {}),
            userId: `user${i % 13}@acme.example`,
          },
        }),
      ),
      ...Array.from({ length: 40 }, (_, i) =>
        logLine({
          orgId: ACME,
          type: 'app_event',
          appId,
          date: new Date(now.getTime() - i * 5 * HOUR),
          attributes: { eventName: 'opened', userId: i % 2 ? ADMIN.email : 'user1@acme.example' },
        }),
      ),
      // Audit lines: portal users and others, a few actions, some sharing an instant.
      ...Array.from({ length: 260 }, (_, i) =>
        logLine({
          orgId: ACME,
          type: 'audit',
          source: 'portal',
          appId: i % 4 ? null : appId,
          date: new Date(now.getTime() - (i < 60 ? 2 * HOUR : i * 2.5 * HOUR)),
          message: `audit ${i}`,
          attributes: {
            actor: [ADMIN.id, DEVELOPER.id, 'robot@elsewhere.example'][i % 3],
            ...(i % 9
              ? { action: ['app.update', 'client.create', 'member.invite', 'app.delete'][i % 4] }
              : {}),
            target: `thing-${i}`,
            ...(i % 2 ? { before: { name: `old ${i}` }, after: { name: `new ${i}` } } : {}),
          },
        }),
      ),
      // Another company's day of lines, for the interleaving test.
      ...Array.from({ length: 3_000 }, (_, i) =>
        logLine({
          orgId: INITECH,
          date: new Date(now.getTime() - DAY + i * 20_000),
          attributes: { status: 200, durationMs: i % 97, userId: `u${i % 50}@initech.example` },
        }),
      ),
    ];
    await ingest(lines);
  }, 120_000);
  afterAll(() => ctx?.close());

  const service = (sliced: boolean, more: { slicesRepo?: MetricsSlicesRepository; small?: boolean } = {}) =>
    metricsService({
      db: ctx.database.db,
      rangeVariant: '30d',
      timeoutMs: 60_000,
      sliced,
      now: () => now,
      ...(more.slicesRepo ? { slicesRepo: more.slicesRepo } : {}),
      ...(more.small ? { sliceSizes: SMALL } : {}),
    });
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const month = { from: ago(29 * DAY), to: now.toISOString() };
  const twoDays = { from: ago(2 * DAY), to: now.toISOString() };
  const hours = { from: ago(4 * HOUR), to: ago(HOUR) };

  describe.each([
    ['slices of the default size', false],
    ['small slices', true],
  ])('with %s', (_name, small) => {
    const sliced = () => service(true, { small });

    it.each([
      ['a month by day', ACME, { ...month }],
      ['two days by hour', GLOBEX, { ...twoDays, interval: 'hour' as const }],
      ['hours by minute, lines sharing one instant', ACME, { ...hours, interval: 'minute' as const }],
      [
        'one app',
        ACME,
        {
          ...month,
          get appId() {
            return appId;
          },
        },
      ],
      ['a company without lines', demoOrgs.umbrella.id, { ...twoDays }],
    ])('the metrics dashboard: %s', async (_case, orgId, query) => {
      const expected = await service(false).metrics(orgId, { ...query });
      expect(await sliced().metrics(orgId, { ...query })).toEqual(expected);
      if (orgId === ACME) expect(expected.totals.requests).toBeGreaterThan(0);
    });

    it.each([
      ['a month', ACME, month],
      ['hours', ACME, hours],
      ['another company', GLOBEX, twoDays],
    ])('active users: %s', async (_case, orgId, range) => {
      const expected = await service(false).usersSelf(orgId, range);
      expect(expected.total).toBeGreaterThan(0);
      expect(await sliced().usersSelf(orgId, range)).toEqual(expected);
    });

    it("one user's usages", async () => {
      const expected = await service(false).usagesSelf(ACME, ADMIN.id, month);
      expect(expected.data.length).toBeGreaterThan(0);
      expect(await sliced().usagesSelf(ACME, ADMIN.id, month)).toEqual(expected);
    });

    it.each([
      ['the first page', { ...month, start: 0, length: 50 }],
      ['a page across the instant shared by 60 lines', { ...month, start: 37, length: 40 }],
      ['past the end', { ...month, start: 1_000, length: 10 }],
      ['by actor email', { ...month, user: 'admin@demo', start: 5, length: 20 }],
      ['by action', { ...month, action: 'client.create', start: 0, length: 100 }],
      ['a range of hours', { ...hours, start: 0, length: 100 }],
    ])('an audit page: %s', async (_case, query) => {
      const expected = await service(false).audits(ACME, query);
      expect(expected.total).toBeGreaterThan(0);
      expect(await sliced().audits(ACME, query)).toEqual(expected);
    });

    it.each([
      ['every line of the month', { ...month }],
      ['by actor email', { ...month, user: 'developer@demo' }],
    ])('the audit export: %s', async (_case, filter) => {
      const all = async (rows: AsyncGenerator<AuditRow>) => {
        const read: AuditRow[] = [];
        for await (const row of rows) read.push(row);
        return read;
      };
      const expected = await all(service(false).auditRows(ACME, filter));
      expect(expected.length).toBeGreaterThan(0);
      expect(await all(sliced().auditRows(ACME, filter))).toEqual(expected);
    });
  });

  it("lets a short read issued during a dashboard's read run before its next slices", async () => {
    const events: string[] = [];
    let read: Promise<void> | undefined;
    const real = metricsSlicesRepository(ctx.database.db);
    const watched: MetricsSlicesRepository = {
      ...real,
      async dashboardSlice(...args) {
        const answer = real.dashboardSlice(...args);
        read ??= rowsOf(ctx.database.db, sql`select id from organizations where id = ${ACME}`).then(() => {
          events.push('read');
        });
        const result = await answer;
        events.push('slice');
        return result;
      },
    };
    const range = { from: ago(2 * DAY), to: now.toISOString() };
    const expected = await service(false).metrics(INITECH, range);
    expect(await service(true, { slicesRepo: watched }).metrics(INITECH, range)).toEqual(expected);
    await read;
    expect(events.filter((event) => event === 'slice').length).toBeGreaterThan(1);
    // PostgreSQL answers the read on a connection of its own, alongside the slices: which ends first is a
    // race there (a new connection can take longer than the whole read), and not what is tested.
    if (ctx.database.kind !== 'pglite') return;
    // PGlite takes statements in arrival order: the read, sent during the first slice, is answered before
    // the slices sent after that one. Unsliced, the day is one statement and the read waits for it.
    expect(events.slice(events.indexOf('read') + 1)).toContain('slice');
  });

  it('slices by default on PGlite only', async () => {
    const calls: string[] = [];
    const real = metricsSlicesRepository(ctx.database.db);
    const watched: MetricsSlicesRepository = {
      ...real,
      async activeUsersSlice(...args) {
        calls.push('slice');
        return real.activeUsersSlice(...args);
      },
    };
    await metricsService({
      db: ctx.database.db,
      rangeVariant: '30d',
      timeoutMs: 60_000,
      now: () => now,
      slicesRepo: watched,
    }).usersSelf(ACME, hours);
    expect(calls.length > 0).toBe(ctx.database.kind === 'pglite');
  });
});
