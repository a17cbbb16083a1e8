/**
 * Server CPU time per request, the figure that survives a busy machine (not part of npm run bench):
 *   node --import tsx bench/cpuPerRequest.ts
 * req/s falls with every other process on the cores; the CPU the server process spends per answered
 * request (utime + stime from /proc/<pid>/stat, Linux only) barely moves. Each endpoint gets an
 * unrecorded warm-up of half as many requests, then a fixed number of requests from autocannon
 * (4 connections); the apps list runs on PostgreSQL with BENCH_APPS_LIST_ROWS apps (default 10,000) in the signed-in user's company.
 * Parts, all by default: `pglite` (logger off), `logged` (the same server with the default info request
 * log, as `npm start` runs it), `postgres`; e.g. `cpuPerRequest.ts logged pglite`. BENCH_CPU_SCALE=3
 * sends three times as many requests (steadier figures on a busy machine).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { type RunningServer, startServer, stopServer } from './http.ts';
import { insertApps } from './insertApps.ts';
import { cpuMs } from './processCpu.ts';

const scale = Number(process.env.BENCH_CPU_SCALE ?? 1);

async function measure(server: RunningServer, path: string, requests: number, withSession: boolean) {
  const amount = Math.round(requests * scale);
  const options = {
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: 4,
    headers: withSession ? { cookie: server.cookie, 'x-organization-id': demoOrgs.acme.id } : {},
  };
  await autocannon({ ...options, amount: Math.ceil(amount / 2) });
  const before = cpuMs(server.child.pid!);
  const result = await autocannon({ ...options, amount });
  const used = cpuMs(server.child.pid!) - before;
  const answered = result.requests.total;
  const failures = result.non2xx + result.errors + result.timeouts;
  return `| ${path} | ${withSession ? 'yes' : 'no'} | ${answered} | ${((1000 * used) / answered).toFixed(0)} | ${failures} |`;
}

const rows = [
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} at start`,
  '| path | signed in | requests | server CPU µs per request | failures |',
  '| --- | --- | --- | --- | --- |',
];
const asked = process.argv.slice(2);
const part = (name: string) => asked.length === 0 || asked.includes(name);

async function pgliteRows(label: string) {
  const pglite = await startServer('portal');
  try {
    rows.push(`| ${label} | | | | |`);
    rows.push(await measure(pglite, '/healthz', 4_000, false));
    rows.push(await measure(pglite, '/api/v1/flags', 4_000, false));
    rows.push(await measure(pglite, '/api/v1/sessionInfo', 800, true));
  } finally {
    await stopServer(pglite);
  }
}
if (part('pglite')) await pgliteRows('PGlite, logger off:');
if (part('logged')) {
  process.env.BENCH_LOG_LEVEL = 'info';
  await pgliteRows('PGlite, info request log:');
  delete process.env.BENCH_LOG_LEVEL;
}
const postgres = part('postgres') ? await startServer('portal-postgres') : undefined;
if (postgres)
  try {
    rows.push(`| on PostgreSQL: | | | | |`);
    rows.push(await measure(postgres, '/api/v1/sessionInfo', 800, true));
    await insertApps(
      postgres.databaseUrl!,
      demoOrgs.acme.id,
      Number(process.env.BENCH_APPS_LIST_ROWS ?? 10_000),
    );
    rows.push(await measure(postgres, '/apphub/v1/apps?list=all&start=0&length=100', 300, true));
    rows.push(await measure(postgres, '/apphub/v1/apps?list=all&start=0&length=20', 300, true));
  } finally {
    await stopServer(postgres);
  }
rows.push(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
process.stdout.write(`${rows.join('\n')}\n`);
