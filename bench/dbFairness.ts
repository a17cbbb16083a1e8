/**
 * How long other users' database requests wait while log searches with costly regexes run on the embedded
 * database (no statement may hold another's for more than 250 ms: docs/decisions/pglite-sliced-reads.md). Not part of
 * npm run bench:
 *   npm run bench:db-fairness
 * Opens PGlite in a directory (as `npm start` does, so a statement past its deadline restarts the worker),
 * writes a month of the demo world's lines (seedLogsDemo, 30,000 by default), then per round runs
 * BENCH_SEARCHES searches at once with a regex the complexity bound accepts, while one primary-key read
 * after another is sent (another user's request) and its wait recorded. The searches run unsliced (as before
 * the change, logSpans.ts) and sliced (logSlices.ts) in rounds that take turns. Then the aggregate reads
 * (metrics dashboard, active users, audit pages over BENCH_AUDIT_ROWS audit lines) unsliced and sliced
 * (metricsSliced.ts), each slice's time recorded.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import type { RestartEvent } from '../apps/server/src/db/pgliteThread/pgliteThread.ts';
import { logPartitionManager } from '../apps/server/src/modules/logs/logPartitions.ts';
import { logsRepository } from '../apps/server/src/modules/logs/logs.repository.ts';
import { logsService } from '../apps/server/src/modules/logs/logs.service.ts';
import { metricsService } from '../apps/server/src/modules/logs/metrics.service.ts';
import {
  type MetricsSlicesRepository,
  metricsSlicesRepository,
} from '../apps/server/src/modules/logs/metricsSlices.repository.ts';
import { seedLogsDemo } from '../apps/server/src/seed/logsDemo.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 30_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The server's default LOG_SEARCH_TIMEOUT_MS. */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);
/** Repeats expanding 256 times (the nested bound), three of them: accepted by re2ToPostgres. */
const REGEX = process.env.BENCH_REGEX ?? `${'(\\w{0,16}){0,16}'.repeat(3)}!`;
const ORGS = ['00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000f2'];
const print = (text: string) => process.stdout.write(`${text}\n`);

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-db-fairness-'));
const restarts: RestartEvent[] = [];
const database = await openPglite(dir, { onRestart: (event) => restarts.push(event) });
await runMigrations(database);
const now = new Date();
await seedLogsDemo(database.db, { orgIds: ORGS, appIds: ['app-a', 'app-b', 'app-c'], now, rows: ROWS });
const repo = logsRepository(database.db);
const pglite = database.pglite!;
// The demo seed writes no audit lines (its seeders write the real ones): a month of them for the audit
// pages, by 50 actors of whom none is a user (so the actor join finds no row, as for a removed user).
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 20_000);
await pglite.query(
  `insert into logs (org_id, date, source, type, level, message, attributes)
   select $1::uuid, $2::timestamptz - (g * interval '1 second' * (29 * 86400 / $3::int)), 'portal', 'audit', 'info',
     'Changed the settings of app ' || (g % 300),
     jsonb_build_object('actor', '00000000-0000-4000-8000-' || lpad((g % 50)::text, 12, '0'),
       'action', (array['app.update', 'member.roles', 'client.create', 'build.start'])[1 + g % 4],
       'target', 'app-' || (g % 300))
   from generate_series(1, $3::int) g`,
  [ORGS[0], now.toISOString(), AUDIT_ROWS],
);
await pglite.query('create table bench_users (id int primary key, name text)');
await pglite.query("insert into bench_users select g, 'user ' || g from generate_series(1, 1000) g");

/** The log service as the server builds it, sliced or not (undefined: the database's default). */
const serviceFor = (sliced?: boolean) =>
  logsService({
    repo,
    partitions: logPartitionManager(repo),
    rangeVariant: '30d',
    searchTimeoutMs: TIMEOUT_MS,
    ...(sliced === undefined ? {} : { sliced }),
  });

type Round = { mode: string; waits: number[]; searches: { ms: number; outcome: string }[]; restarts: number };

async function round(sliced: boolean): Promise<Round> {
  const service = serviceFor(sliced);
  const restartsBefore = restarts.length;
  const query = {
    start: new Date(now.getTime() - 29 * 86_400_000).toISOString(),
    end: now.toISOString(),
    preset: 'All' as const,
    filters: [{ column: 'message', condition: 'stringMatch' as const, value: REGEX }],
    limit: 500,
  };
  let searching = true;
  const searches = Promise.all(
    Array.from({ length: SEARCHES }, async (_, i) => {
      const started = performance.now();
      const outcome = await service.search(ORGS[i % ORGS.length]!, query).then(
        () => 'ok',
        (error: Error) => error.message.slice(0, 40),
      );
      return { ms: performance.now() - started, outcome };
    }),
  ).finally(() => {
    searching = false;
  });
  const waits: number[] = [];
  // Another user's primary-key reads, one after another, while the searches last.
  while (searching) {
    const started = performance.now();
    await pglite.query('select name from bench_users where id = $1', [1 + (waits.length % 1000)]);
    waits.push(performance.now() - started);
  }
  return {
    mode: sliced ? 'sliced' : 'unsliced',
    waits,
    searches: await searches,
    restarts: restarts.length - restartsBefore,
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
print(`# db fairness: ${ROWS} demo lines, ${SEARCHES} searches at once, regex ${REGEX}`);
print(`${os.cpus().length} cores, node ${process.version}, load ${load()} at start`);
print(
  '| round | mode | reads | read p50 ms | read p99 ms | read max ms | searches (ms, outcome) | restarts | load |',
);
print('|---|---|---|---|---|---|---|---|---|');
for (let i = 0; i < ROUNDS; i++) {
  for (const sliced of [false, true]) {
    const result = await round(sliced);
    const sorted = [...result.waits].sort((a, b) => a - b);
    const searches = result.searches.map((s) => `${Math.round(s.ms)} ${s.outcome}`).join('; ');
    print(
      `| ${i + 1} | ${result.mode} | ${sorted.length} | ${pct(sorted, 0.5).toFixed(1)} | ${pct(sorted, 0.99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${searches} | ${result.restarts} | ${load()} |`,
    );
  }
}
// The aggregate reads, each alone on the idle database then with another user's
// primary-key reads sent one after another meanwhile: unsliced (one statement, or three at once for the
// dashboard) and sliced (metricsSliced.ts), with the time of each slice's statement.
const month = { from: new Date(now.getTime() - 29 * 86_400_000).toISOString(), to: now.toISOString() };
const slicesRepo = metricsSlicesRepository(database.db);
const sliceTimes: { ms: number; rows: number }[] = [];
async function timedSlice<T>(rows: number, answer: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await answer;
  sliceTimes.push({ ms: performance.now() - started, rows });
  return result;
}
const watchedSlices: MetricsSlicesRepository = {
  ...slicesRepo,
  dashboardSlice: (...args) => timedSlice(args[3], slicesRepo.dashboardSlice(...args)),
  activeUsersSlice: (...args) => timedSlice(args[2], slicesRepo.activeUsersSlice(...args)),
  auditSlice: (...args) => timedSlice(args[2], slicesRepo.auditSlice(...args)),
};
const metricsFor = (sliced: boolean) =>
  metricsService({
    db: database.db,
    rangeVariant: '30d',
    timeoutMs: TIMEOUT_MS,
    sliced,
    slicesRepo: watchedSlices,
  });
/** The longest wait of another user's reads sent one after another while `work` runs. */
async function longestWaitDuring(work: () => Promise<unknown>): Promise<number> {
  let running = true;
  const done = work().finally(() => {
    running = false;
  });
  let longest = 0;
  for (let i = 0; running; i++) {
    const started = performance.now();
    await pglite.query('select name from bench_users where id = $1', [1 + (i % 1000)]);
    longest = Math.max(longest, performance.now() - started);
  }
  await done;
  return longest;
}
const aggregates: Record<string, (sliced: boolean) => Promise<unknown>> = {
  'metrics dashboard, 30 days': (sliced) => metricsFor(sliced).metrics(ORGS[0]!, month),
  'active users, 30 days': (sliced) => metricsFor(sliced).usersSelf(ORGS[0]!, month),
  [`audit, first page of 50 (${AUDIT_ROWS} lines)`]: (sliced) =>
    metricsFor(sliced).audits(ORGS[0]!, { ...month, start: 0, length: 50 }),
  'audit, page 100 of one action': (sliced) =>
    metricsFor(sliced).audits(ORGS[0]!, { ...month, action: 'member.roles', start: 4950, length: 50 }),
};
print('');
print(
  `| read (${ROWS} demo lines) | mode | alone, longest of 5 ms | slices | longest slice ms | other user's read, longest wait ms | load |`,
);
print('|---|---|---|---|---|---|---|');
for (const [name, read] of Object.entries(aggregates)) {
  for (const sliced of [false, true]) {
    let longest = 0;
    sliceTimes.length = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await read(sliced);
      longest = Math.max(longest, performance.now() - started);
    }
    const slices = sliceTimes.length / 5;
    const slowest = [...sliceTimes].sort((a, b) => b.ms - a.ms)[0];
    const longestSlice = slowest ? `${slowest.ms.toFixed(1)} (${slowest.rows} rows)` : '-';
    const wait = await longestWaitDuring(() => read(sliced));
    print(
      `| ${name} | ${sliced ? 'sliced' : 'unsliced'} | ${longest.toFixed(1)} | ${slices || '-'} | ${longestSlice} | ${wait.toFixed(1)} | ${load()} |`,
    );
  }
}
// The other reads that can be long, each alone on the idle database: the longest of 5 runs.
const search = serviceFor();
const reads: Record<string, () => Promise<unknown>> = {
  'suggestions (message, 7 days)': () =>
    search.suggestions(ORGS[0]!, { column: 'message', prefix: '', limit: 10 }),
  'earliest date': () => search.earliestDate(ORGS[0]!),
};
print('');
print(`| read (alone, ${ROWS} demo lines) | longest of 5, ms | load |`);
print('|---|---|---|');
for (const [name, read] of Object.entries(reads)) {
  let longest = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await read();
    longest = Math.max(longest, performance.now() - started);
  }
  print(`| ${name} | ${longest.toFixed(1)} | ${load()} |`);
}
// What slicing costs a search alone (the idle database): the median of 5 runs of each way, taking turns.
const cheap: Record<string, { column: string; condition: 'stringEquals' | 'stringMatch'; value: string }[]> =
  {
    'newest 500, no filter': [],
    'attribute equals (tenant = acme_dev)': [
      { column: 'tenant', condition: 'stringEquals', value: 'acme_dev' },
    ],
    'usual regex on the message (5xx)': [{ column: 'message', condition: 'stringMatch', value: ' 5\\d\\d ' }],
  };
print('');
print(`| search alone (${ROWS} demo lines, 30 days) | unsliced median ms | sliced median ms | load |`);
print('|---|---|---|---|');
for (const [name, filters] of Object.entries(cheap)) {
  const times: Record<string, number[]> = { unsliced: [], sliced: [] };
  for (let i = 0; i < 5; i++) {
    for (const sliced of [false, true]) {
      const service = serviceFor(sliced);
      const started = performance.now();
      await service.search(ORGS[0]!, {
        start: month.from,
        end: month.to,
        preset: 'All',
        filters,
        limit: 500,
      });
      times[sliced ? 'sliced' : 'unsliced']!.push(performance.now() - started);
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[2]!.toFixed(1);
  print(`| ${name} | ${median(times.unsliced!)} | ${median(times.sliced!)} | ${load()} |`);
}
await database.close();
await fs.rm(dir, { recursive: true, force: true });
