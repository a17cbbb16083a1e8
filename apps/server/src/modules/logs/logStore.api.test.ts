import { RE2JS } from 're2js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, logLine, testIngest } from '../../../test/logsFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { HttpError } from '../../platform/httpError.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { seedLogsDemo } from '../../seed/logsDemo.ts';
import { logPartitionManager } from './logPartitions.ts';
import { LogQueryTimeout, logsRepository } from './logs.repository.ts';
import { logsService } from './logs.service.ts';

const ACME = demoOrgs.acme.id;
const GLOBEX = demoOrgs.globex.id;
const INITECH = demoOrgs.initech.id;

describe('log store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx?.close());

  describe('partitions', () => {
    it('creates the day partitions of the rows being written', async () => {
      const { repo, ingest } = testIngest(ctx.database);
      await ingest([
        logLine({ orgId: ACME, date: new Date('2026-03-01T23:59:59.999Z') }),
        logLine({ orgId: ACME, date: new Date('2026-03-02T00:00:00Z') }),
      ]);
      expect(await repo.partitionDays()).toEqual(expect.arrayContaining(['2026-03-01', '2026-03-02']));
      expect(await repo.defaultPartitionCount()).toBe(0);
    });

    it('moves rows out of the default partition when their day gets one', async () => {
      const repo = logsRepository(ctx.database.db);
      await repo.insert([logLine({ orgId: ACME, date: new Date('2025-07-04T12:00:00Z'), message: 'stray' })]);
      expect(await repo.defaultPartitionCount()).toBe(1);
      await logPartitionManager(repo).ensureDays(['2025-07-04']);
      expect(await repo.defaultPartitionCount()).toBe(0);
      expect(await repo.partitionDays()).toContain('2025-07-04');
      const rows = await repo.search(
        {
          orgId: ACME,
          start: new Date('2025-07-04T00:00:00Z'),
          end: new Date('2025-07-05T00:00:00Z'),
          types: null,
          filters: [],
        },
        10,
        5000,
      );
      expect(rows.map((r) => r.message)).toEqual(['stray']);
    });

    it('is idempotent across managers (another process)', async () => {
      const repo = logsRepository(ctx.database.db);
      await repo.createDayPartitions(['2026-03-01']);
      expect(await logPartitionManager(repo).ensureDays(['2026-03-01'])).toEqual([]);
    });
  });

  describe('regex semantics', () => {
    const subjects = [
      'error: timeout after 30s',
      'Error: Timeout',
      'line one\nline two',
      'GET /apps/42 200',
      'price {"k": 1} $5.00',
      'word_boundary-test',
      'A\tB',
      'ünïcode café',
      '',
    ];
    const patterns = [
      'timeout',
      '(?i)^error',
      '^line two',
      '(?m)^line two$',
      'one.line',
      '(?s)one.line',
      '\\bTimeout\\b',
      '\\d+\\s\\d{3}$',
      '\\{"k"',
      '\\$5\\.00',
      '[[:word:]]+-test\\z',
      '\\x41\\tB',
      'caf[é]',
      '(?P<code>[2-5]\\d\\d)',
      '\\Q{"k"\\E',
      '^$',
      '[^a-z]wo',
      'one[^x]line',
    ];

    it('matches what RE2 matches, pattern by pattern', async () => {
      const repo = logsRepository(ctx.database.db);
      const { ingest } = testIngest(ctx.database);
      const base = hoursAgo(5);
      await ingest(
        subjects.map((message, i) => logLine({ orgId: GLOBEX, date: new Date(base.getTime() + i), message })),
      );
      for (const pattern of patterns) {
        const rows = await repo.search(
          {
            orgId: GLOBEX,
            start: hoursAgo(6),
            end: new Date(),
            types: null,
            filters: [{ column: 'message', condition: 'stringMatch', value: pattern }],
          },
          100,
          5000,
        );
        const expected = subjects.filter((s) => RE2JS.compile(pattern).matcher(s).find()).sort();
        expect(rows.map((r) => r.message).sort(), pattern).toEqual(expected);
      }
    });
  });

  describe('demo seed and timeouts', () => {
    const now = new Date();

    it('seeds a month of lines for the given companies and apps, once', async () => {
      const written = await seedLogsDemo(ctx.database.db, {
        orgIds: [INITECH],
        appIds: { [INITECH]: ['payroll-sync', 'expense-approval'] },
        now,
        rows: 20_000,
      });
      expect(written).toBe(20_000);
      expect(await seedLogsDemo(ctx.database.db, { orgIds: [INITECH], appIds: [], now })).toBe(0);
      const repo = logsRepository(ctx.database.db);
      const earliest = await repo.earliestDate(INITECH);
      expect(now.getTime() - earliest!.getTime()).toBeGreaterThan(28 * 86_400_000);
      expect(await repo.defaultPartitionCount()).toBe(0);
    });

    it('stops a search that runs too long with a clear message instead of hanging', async () => {
      const repo = logsRepository(ctx.database.db);
      const service = logsService({
        repo,
        partitions: logPartitionManager(repo),
        rangeVariant: '30d',
        searchTimeoutMs: 1,
        now: () => now,
      });
      const query = {
        start: new Date(now.getTime() - 29 * 86_400_000).toISOString(),
        end: now.toISOString(),
        preset: 'All' as const,
        limit: 500,
        // Matches nothing, so every line of the month is read.
        filters: [{ column: 'message', condition: 'stringMatch' as const, value: '(x+x+)+y|zz[0-9]{3}qq' }],
      };
      const error = await service.search(INITECH, query).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(503);
      expect((error as HttpError).message).toBe(
        'The search took too long and was stopped. Narrow the date range or add filters, then try again.',
      );
    });

    // PGlite cannot stop a running statement; its worker refuses one whose time ran out while it waited.
    it.runIf(process.env.TEST_DB !== 'postgres')(
      'times out a search still waiting for the embedded database when its time is up',
      async () => {
        const repo = logsRepository(ctx.database.db);
        const busy = ctx.database.pglite!.query('select pg_sleep(0.5)');
        const criteria = { orgId: INITECH, start: new Date(0), end: now, types: null, filters: [] };
        await expect(repo.search(criteria, 10, 50)).rejects.toBeInstanceOf(LogQueryTimeout);
        await busy;
        expect(await repo.search(criteria, 10, 5_000)).toHaveLength(10);
      },
    );
  });
});
