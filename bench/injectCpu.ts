/**
 * CPU per request of the portal's own code, through app.inject (no sockets, no load generator), in one
 * process (not part of npm run bench):
 *   node --import tsx bench/injectCpu.ts off|info [path ...]
 * `info` is the default configuration's request log written to /dev/null (where `npm start`'s stdout
 * goes in bench/startup.ts) through the logger's own destination; `off` is no logger (see BENCH_LOG_TO
 * and BENCH_LOG_SYNC below). Signed in as the
 * demo developer with the acme company header, on a fresh PGlite database. Each path gets a warm-up,
 * then BENCH_ROUNDS (7) rounds of BENCH_REQUESTS (2,000) requests one after another; prints the median
 * and the spread of the rounds' process CPU (user + system, every thread) per request. The time a busy
 * machine's neighbours take is not CPU time of this process, so the figure holds on a loaded machine far
 * better than req/s; the two modes and two checkouts are compared by running this script in each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts';
import * as logging from '../apps/server/src/platform/logging.ts';
import { demoOrgs, seedIdentityDemo } from '../apps/server/src/seed/identityDemo.ts';
import { signIn } from '../apps/server/test/signIn.ts';

const [mode = 'info', ...asked] = process.argv.slice(2);
if (mode !== 'off' && mode !== 'info') throw new Error('usage: injectCpu.ts off|info [path ...]');
const paths = asked.length > 0 ? asked : ['/healthz', '/api/v1/flags', '/api/v1/sessionInfo'];
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const perRound = Number(process.env.BENCH_REQUESTS ?? 2_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-inject-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  PUBLIC_URL: 'http://localhost:8080',
});
const database = await openPglite(dataDir);
await runMigrations(database);
const jobs = createJobs(database, { logger: pino({ level: 'silent' }) });
// The checkout's own default destination when it has one (logDestination), else pino's synchronous one
// (also with BENCH_LOG_SYNC=1). BENCH_LOG_TO: another file to write to, such as a FIFO a reader drains
// (a collector's pipe) instead of /dev/null.
const devNull = fs.openSync(process.env.BENCH_LOG_TO ?? '/dev/null', 'w');
const destination =
  'logDestination' in logging && process.env.BENCH_LOG_SYNC !== '1'
    ? (logging.logDestination as (fd: number) => pino.DestinationStream)(devNull)
    : pino.destination({ dest: devNull, sync: true });
const logger = mode === 'info' ? logging.createLogger({ logLevel: 'info' }, destination) : false;
const app = await buildApp({ config, database, jobs }, { logger });
await app.ready();
// As in benchServer.ts: the docs and search index load after start, and their CPU is not the requests'.
await app.contentReady;
await seedIdentityDemo(database.db, config);
const { jar } = await signIn(app, 'developer@demo.example', config.demoPassword);
const headers = { cookie: jar.header(), 'x-organization-id': demoOrgs.acme.id };

async function run(url: string, count: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

const rows = [
  `${mode}, load average ${os.loadavg()[0]!.toFixed(1)} at start, ${rounds} x ${perRound} requests`,
  '| path | CPU µs per request (median) | min | max |',
  '| --- | --- | --- | --- |',
];
for (const url of paths) {
  await run(url, perRound);
  const figures: number[] = [];
  for (let round = 0; round < rounds; round++) figures.push(await run(url, perRound));
  figures.sort((a, b) => a - b);
  const median = figures[Math.floor(figures.length / 2)]!;
  rows.push(`| ${url} | ${median.toFixed(0)} | ${figures[0]!.toFixed(0)} | ${figures.at(-1)!.toFixed(0)} |`);
}
rows.push(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
process.stdout.write(`${rows.join('\n')}\n`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
