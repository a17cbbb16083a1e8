/**
 * One endpoint of the PGlite bench server, in two checkouts of the repository taken in turns under the
 * same load (not part of npm run bench):
 *   node --import tsx bench/compareTrees.ts <before-dir> <after-dir>
 *   BENCH_PATH=/api/v1/sessionInfo  the endpoint, asked signed in (the bench server's session cookie)
 *   BENCH_ROUNDS=5                  rounds; each runs both trees, the order alternating
 *   BENCH_DURATION=10               seconds of load per tree and round, after a 3 s warm-up
 *   BENCH_COMPANY=1                 also send the acme company header (what every console call carries)
 *   BENCH_LOG_LEVEL=info            the default configuration's request log (benchServer.ts)
 * Prints req/s, p50, p99 and the server's CPU per request (every thread of its process) for each round,
 * with a bare Fastify's req/s measured in the same round and each tree's share of it, then the medians. On a shared machine req/s follows the neighbours; the CPU figure barely does. A second
 * checkout is `git worktree add --detach <dir> <commit>` with node_modules linked to this one's.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { type RunningServer, startServer, stopServer } from './http.ts';
import { cpuMs } from './processCpu.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: bench/compareTrees.ts <before-dir> <after-dir>');
const path = process.env.BENCH_PATH ?? '/api/v1/sessionInfo';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 10);

type Figures = { rps: number; p50: number; p99: number; cpuUs: number; share: number };
const trees = { before, after };
const measured: Record<keyof typeof trees, Figures[]> = { before: [], after: [] };
const company = process.env.BENCH_COMPANY === '1' ? { 'x-organization-id': demoOrgs.acme.id } : {};
const bare = await startServer('bare');
let bareRps = 0;

/** The bare Fastify's /hello in the same round: the ceiling the shares are of, and its CPU per request. */
async function measureBare(server: RunningServer): Promise<{ rps: number; cpuUs: number }> {
  const options = { url: `http://127.0.0.1:${server.port}/hello`, connections: 10 };
  await autocannon({ ...options, duration: 3 });
  const cpuBefore = cpuMs(server.child.pid!);
  const result = await autocannon({ ...options, duration });
  const cpuUs = (1000 * (cpuMs(server.child.pid!) - cpuBefore)) / result.requests.total;
  return { rps: result.requests.average, cpuUs };
}

async function measure(dir: string): Promise<Figures> {
  const server = await startServer('portal', [], dir);
  try {
    const options = {
      url: `http://127.0.0.1:${server.port}${path}`,
      connections: 10,
      headers: { cookie: server.cookie, ...company },
    };
    await autocannon({ ...options, duration: 3 });
    const cpuBefore = cpuMs(server.child.pid!);
    const result = await autocannon({ ...options, duration });
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) throw new Error(`${failures} failed requests in ${dir}: not a throughput figure`);
    const cpuUs = (1000 * (cpuMs(server.child.pid!) - cpuBefore)) / result.requests.total;
    const rps = result.requests.average;
    return { rps, p50: result.latency.p50, p99: result.latency.p99, cpuUs, share: rps / bareRps };
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const print = (text: string) => process.stdout.write(`${text}\n`);
print(`${path}, ${rounds} rounds x ${duration} s, load average ${os.loadavg()[0]!.toFixed(1)} at start`);
for (let round = 0; round < rounds; round++) {
  const bareFigures = await measureBare(bare);
  bareRps = bareFigures.rps;
  print(
    `round ${round} bare Fastify: ${bareRps.toFixed(0)} req/s, ${bareFigures.cpuUs.toFixed(0)} µs CPU per request`,
  );
  const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
  for (const name of order) {
    const figures = await measure(trees[name]);
    measured[name].push(figures);
    print(
      `round ${round} ${name}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `${figures.cpuUs.toFixed(0)} µs CPU per request, ${figures.share.toFixed(2)} of bare ` +
        `(load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
}
for (const name of ['before', 'after'] as const) {
  const rows = measured[name];
  print(
    `${name} (median): ${median(rows.map((r) => r.rps)).toFixed(0)} req/s, p50 ${median(rows.map((r) => r.p50))} ms, ` +
      `p99 ${median(rows.map((r) => r.p99))} ms, ${median(rows.map((r) => r.cpuUs)).toFixed(0)} µs CPU per request, ` +
      `${median(rows.map((r) => r.share)).toFixed(2)} of bare`,
  );
}
await stopServer(bare);
