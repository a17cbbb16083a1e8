import type { LogFilter } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLine, testIngest } from '../../../test/logsFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { seedLogsDemo } from '../../seed/logsDemo.ts';
import { logPartitionManager } from './logPartitions.ts';
import { type LogsRepository, logsRepository } from './logs.repository.ts';
import { type LogQuery, logsService } from './logs.service.ts';

const ACME = demoOrgs.acme.id;
const GLOBEX = demoOrgs.globex.id;
const INITECH = demoOrgs.initech.id;
const DAY = 86_400_000;

/**
 * docs/decisions/pglite-sliced-reads.md: on the embedded database a log search is read in slices of bounded
 * rows so that other users' statements run between them. Sliced or not, a search answers the same rows.
 */
describe('log searches read in slices', () => {
  let ctx: TestContext;
  let repo: LogsRepository;
  const now = new Date();
  // A whole UTC day, yesterday: the unsliced search reads it in one statement.
  const yesterday = new Date(Math.floor(now.getTime() / DAY) * DAY - DAY);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    // A month of the demo's lines for two companies (the demo world's size).
    await seedLogsDemo(ctx.database.db, {
      orgIds: [ACME, GLOBEX],
      appIds: ['app-a', 'app-b', 'app-c'],
      now,
    });
    const { ingest } = testIngest(ctx.database);
    // Lines sharing one instant: slices must resume between them by id, not by date alone.
    const tied = new Date(now.getTime() - 3 * 3_600_000);
    await ingest(
      Array.from({ length: 300 }, (_, i) => logLine({ orgId: ACME, date: tied, message: `tied ${i}` })),
    );
    // One day of one company's lines, none of which the interleaving test's regex matches.
    await ingest(
      Array.from({ length: 3_000 }, (_, i) =>
        logLine({
          orgId: INITECH,
          date: new Date(yesterday.getTime() + 1_000 + i * 20_000),
          message: `line ${i}`,
        }),
      ),
    );
    repo = logsRepository(ctx.database.db);
  }, 120_000);
  afterAll(() => ctx?.close());

  /** `sliced` undefined: the service's default for the database. */
  const service = (sliced: boolean | undefined, withRepo: LogsRepository = repo) =>
    logsService({
      repo: withRepo,
      partitions: logPartitionManager(withRepo),
      rangeVariant: '30d',
      searchTimeoutMs: 60_000,
      ...(sliced === undefined ? {} : { sliced }),
      now: () => now,
    });

  const month = { start: new Date(now.getTime() - 29 * DAY).toISOString(), end: now.toISOString() };
  const regex = (column: string, value: string): LogFilter => ({ column, condition: 'stringMatch', value });
  const cases: [string, string, LogQuery & { limit: number }][] = [
    ['everything, to the limit of 500', ACME, { ...month, preset: 'All', filters: [], limit: 500 }],
    [
      'a regex on the message',
      ACME,
      {
        ...month,
        preset: 'All',
        filters: [regex('message', '^(GET|POST) /api/v1/\\w+ 5\\d\\d')],
        limit: 500,
      },
    ],
    [
      'a regex that matches nothing (the whole month read)',
      GLOBEX,
      { ...month, preset: 'All', filters: [regex('message', 'no such line')], limit: 500 },
    ],
    [
      'an attribute equal to a value, and a negative regex',
      ACME,
      {
        ...month,
        preset: 'All',
        filters: [
          { column: 'tenant', condition: 'stringEquals', value: 'acme_dev' },
          { column: 'message', condition: 'stringNotMatch', value: 'failed' },
        ],
        limit: 500,
      },
    ],
    ['a preset of types, a small limit', ACME, { ...month, preset: 'Access Detail', filters: [], limit: 7 }],
    [
      'an app and a number filter',
      GLOBEX,
      {
        ...month,
        appId: 'app-b',
        preset: 'All',
        filters: [{ column: 'durationMs', condition: 'numberGreaterThan', value: 100 }],
        limit: 500,
      },
    ],
    [
      'lines sharing one instant',
      ACME,
      {
        start: new Date(now.getTime() - 4 * 3_600_000).toISOString(),
        end: new Date(now.getTime() - 2 * 3_600_000).toISOString(),
        preset: 'All',
        filters: [regex('message', '^tied')],
        limit: 250,
      },
    ],
  ];

  it.each(cases)('answers as the unsliced search: %s', async (_name, orgId, query) => {
    const expected = await service(false).search(orgId, query);
    const actual = await service(true).search(orgId, query);
    expect(actual.data.map((row) => row.id)).toEqual(expected.data.map((row) => row.id));
    expect(actual).toEqual(expected);
  });

  it('downloads the same lines in the same order as the unsliced download', async () => {
    const all = async (sliced: boolean, query: LogQuery) => {
      const ids: string[] = [];
      for await (const row of service(sliced).rows(ACME, query)) ids.push(row.id);
      return ids;
    };
    for (const [, , query] of cases.slice(0, 2)) {
      const expected = await all(false, query);
      expect(expected.length).toBeGreaterThan(0);
      expect(await all(true, query)).toEqual(expected);
    }
  });

  it('has at least one case that reaches the limit and one that does not', async () => {
    const answers = await Promise.all(cases.map(([, orgId, query]) => service(true).search(orgId, query)));
    expect(answers.some((answer) => answer.limitReached && answer.data.length === 500)).toBe(true);
    expect(answers.some((answer) => !answer.limitReached)).toBe(true);
  });

  it('slices by default where every user shares the one connection (PGlite), not on PostgreSQL', () => {
    expect(repo.sharesOneConnection).toBe(ctx.database.kind === 'pglite');
  });

  it("lets a short read issued during a search run before the search's next slices", async () => {
    const events: string[] = [];
    let read: Promise<void> | undefined;
    const issueRead = () => {
      read ??= rowsOf(ctx.database.db, sql`select id from organizations where id = ${ACME}`).then(() => {
        events.push('read');
      });
    };
    // Each statement of the search, as it is answered; the short read is sent right after the first one.
    const watched: LogsRepository = {
      ...repo,
      async scanSlice(...args) {
        const answer = repo.scanSlice(...args);
        issueRead();
        const result = await answer;
        events.push('search');
        return result;
      },
      async search(...args) {
        const answer = repo.search(...args);
        issueRead();
        const result = await answer;
        events.push('search');
        return result;
      },
    };
    const day = {
      start: yesterday.toISOString(),
      end: new Date(yesterday.getTime() + DAY - 1).toISOString(),
    };
    // PGlite: as the server searches (its default). PostgreSQL reads on another connection, so the read
    // is answered first anyway; sliced there too, the test still checks the slices.
    const sliced = ctx.database.kind === 'pglite' ? undefined : true;
    const answer = await service(sliced, watched).search(INITECH, {
      ...day,
      preset: 'All',
      filters: [regex('message', 'zzz')],
      limit: 500,
    });
    await read;
    expect(answer.data).toEqual([]);
    expect(events.filter((event) => event === 'search').length).toBeGreaterThan(1);
    // PostgreSQL answers the read on a connection of its own, alongside the slices: which ends first is a
    // race there (a new connection can take longer than the whole search), and not what is tested.
    if (ctx.database.kind !== 'pglite') return;
    // PGlite takes statements in arrival order: the read, sent after the first slice, is answered before
    // the slices sent after that one. Unsliced, the day is one statement and the read waits for all.
    const after = events.slice(events.indexOf('read') + 1);
    expect(after.filter((event) => event === 'search').length).toBeGreaterThan(0);
  });
});
