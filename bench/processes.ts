/**
 * Throughput with 1 and 2 server processes on one PostgreSQL (not npm test):
 *   npm run bench:processes
 *   BENCH_DURATION=5 BENCH_ROUTES=healthz,appWrite npm run bench:processes     # a shorter check
 * One embedded PostgreSQL seeded once (demo identities, BENCH_APPS_LIST_ROWS apps, BENCH_LOG_ROWS log
 * lines), two server processes on it started as `npm run serve` starts them; each route loaded on one
 * process, then on both, with BENCH_CONNECTIONS connections in all (bench/processesOptions.ts). Writes
 * bench/results-processes.md with req/s, p50, p99, the ratio and where the CPU went (see bench/README.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { demoOrgs, seedIdentityDemo } from '../apps/server/src/seed/identityDemo.ts';
import { startEmbeddedPostgres } from '../apps/server/test/embeddedPostgres.ts';
import { signInOverHttp } from '../apps/server/test/process/httpSession.ts';
import { insertApps } from './insertApps.ts';
import { loadLogs } from './logsLoad.ts';
import { treeCpuMs } from './processCpu.ts';
import { type ProcessesOptions, parseProcessesOptions } from './processesOptions.ts';
import {
  type CpuShares,
  type LoadRun,
  type RouteComparison,
  renderProcessesReport,
} from './processesReport.ts';
import { type RouteLoad, routeLoads } from './processesRoutes.ts';
import { describeMachine } from './report.ts';
import { type ServedServer, startServed } from './startup.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
/** The address a load balancer in front of both would have: the sign-in's issuer and redirects name it. */
const PUBLIC_URL = 'http://localhost:8080';
const ORG = demoOrgs.acme.id;
const load1 = () => os.loadavg()[0] ?? 0;

type CpuSample = { servers: number; postgres: number; loadGenerator: number };

/** CPU used so far in ms: the server processes' trees, every PostgreSQL process, this process (autocannon). */
function sampleCpu(servers: ServedServer[]): CpuSample {
  const own = process.cpuUsage();
  return {
    servers: servers.reduce((sum, server) => sum + treeCpuMs(server.pid), 0),
    postgres: treeCpuMs(process.pid, 'postgres'),
    loadGenerator: (own.user + own.system) / 1000,
  };
}

function cpuShares(before: CpuSample, after: CpuSample, seconds: number): CpuShares {
  const share = (key: keyof CpuSample) => ((after[key] - before[key]) / (seconds * 1000)) * 100;
  return { servers: share('servers'), postgres: share('postgres'), loadGenerator: share('loadGenerator') };
}

/**
 * One route on `targets`: connections are given to the addresses in turn (autocannon's url list), so
 * two processes get half each, as a load balancer spreading keep-alive connections would.
 */
async function loadRun(
  route: RouteLoad,
  targets: ServedServer[],
  every: ServedServer[],
  options: ProcessesOptions,
): Promise<LoadRun> {
  const urls = targets.map((server) => `http://127.0.0.1:${server.port}${route.path}`);
  // autocannon 9 takes a list of URLs (README, `url`); its type definitions still say one string.
  const base = { ...route.options, url: urls as unknown as string, connections: options.connections };
  // Unrecorded: JIT, caches and the pools' first connections are not the figure. A timed run stops with
  // requests in flight that the server still works on; one request per connection after it, awaited, lets
  // those finish first (a slow request left over would otherwise fall into the recorded seconds).
  if (!route.counted) await autocannon({ ...base, duration: Math.min(2, options.durationSeconds) });
  await autocannon({ ...base, amount: options.connections });
  const before = sampleCpu(every);
  const started = performance.now();
  const result = await autocannon(
    route.counted
      ? { ...base, amount: options.connections * options.durationSeconds }
      : { ...base, duration: options.durationSeconds },
  );
  const seconds = (performance.now() - started) / 1000;
  const after = sampleCpu(every);
  return {
    // A counted run's last second is a partial one: answers over the whole time, not the per-second mean.
    requestsPerSecond: route.counted ? result.requests.total / seconds : result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    cpu: cpuShares(before, after, seconds),
    durationSeconds: seconds,
  };
}

/** Seeded once, straight into the database, before the second process starts. */
async function seed(databaseUrl: string, options: ProcessesOptions): Promise<void> {
  const database = await openPostgres(databaseUrl);
  try {
    await seedIdentityDemo(database.db, { demoPassword: 'demo' });
    print(`loading ${options.logRows.toLocaleString('en')} log lines (load average ${load1().toFixed(1)})`);
    await loadLogs(database, options.logRows, new Date(), [ORG]);
  } finally {
    await database.close();
  }
  await insertApps(databaseUrl, ORG, options.apps);
}

async function main(): Promise<void> {
  const options = parseProcessesOptions(process.env);
  const machine = describeMachine();
  print(`load average ${machine.loadAverage.toFixed(2)} at start; starting PostgreSQL ...`);
  const postgres = await startEmbeddedPostgres('portal-bench-processes-');
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-processes-${name}-`)));
    return dirs.at(-1)!;
  };
  const servers: ServedServer[] = [];
  try {
    const env = {
      DATABASE_URL: postgres.url,
      PUBLIC_URL,
      FILES_DIR: tempDir('files'),
      SEED_DEMO: 'false',
      // The bench is one signed-in user: at the default 2 searches per user, that user's own limit would
      // be the figure. At 4 (the default overall limit per process) the process's limit is, as with many users.
      LOG_QUERY_PER_USER: '4',
    };
    // The first process migrates the empty database; the second finds it migrated.
    servers.push(await startServed(tempDir('a'), env, undefined, 'source'));
    await seed(postgres.url, options);
    servers.push(await startServed(tempDir('b'), env, undefined, 'source'));
    const [a, b] = servers as [ServedServer, ServedServer];
    print(`process A on ${a.port}, process B on ${b.port}; signing in ...`);
    const session = await signInOverHttp(`http://127.0.0.1:${a.port}`, PUBLIC_URL, 'developer@demo.example');
    const loads = routeLoads(
      options.routes,
      { cookie: session.cookie(), csrfToken: session.info.csrfToken },
      options.apps,
    );
    const routes: RouteComparison[] = [];
    // Per route, 1 process then 2 back to back: a change of the machine's load falls on both columns alike.
    for (const route of loads) {
      const loadAverage = load1();
      const one = await loadRun(route, [a], servers, options);
      const two = await loadRun(route, [a, b], servers, options);
      routes.push({ label: route.label, request: route.request, one, two, loadAverage });
      print(
        `${route.request}: ${one.requestsPerSecond.toFixed(0)} -> ${two.requestsPerSecond.toFixed(0)} req/s, p99 ${one.latencyP99Ms} -> ${two.latencyP99Ms} ms, failures ${one.failures} / ${two.failures}`,
      );
    }
    const report = renderProcessesReport({
      machine,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      apps: options.apps,
      logRows: options.logRows,
      routes,
      loadAverageEnd: load1(),
    });
    fs.writeFileSync(new URL('./results-processes.md', import.meta.url), report);
    print(`\n${report}\nwrote bench/results-processes.md`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await postgres.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
