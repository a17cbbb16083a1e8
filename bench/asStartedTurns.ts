/**
 * `bench/asStarted.ts`'s request rows for two bundles taken in turns under the same load (not part of npm run
 * bench), with the server's CPU per request beside each share of a bare Fastify:
 *   node --import tsx bench/asStartedTurns.ts <before.mjs> <after.mjs>
 *   BENCH_ROUNDS=3     rounds; each starts both bundles on a fresh DATA_DIR, the order alternating
 *   BENCH_DURATION=6   seconds of load per row, after a 2 s warm-up
 *   BENCH_AFTER_NODE_ARGS='--flag ...'   Node or V8 flags for the second bundle only: the same bundle given
 *                      twice then measures a flag against the serve command's own
 * The earlier bundle is kept before a change is built: `server.bundle.mjs` copied beside itself under another
 * name, with a copy of `server.mjs` that imports it (a bundle finds its files from its own folder). Each round
 * measures a bare Fastify first; the shares are of that round's req/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { startServer, stopServer } from './http.ts';
import { sessionCookie } from './lcp.ts';
import { cpuMs, settled } from './processCpu.ts';
import { startServed } from './startup.ts';

const entries = process.argv.slice(2);
if (entries.length !== 2) throw new Error('usage: bench/asStartedTurns.ts <before.mjs> <after.mjs>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const afterArgs = process.env.BENCH_AFTER_NODE_ARGS;
const print = (text: string) => process.stdout.write(`${text}\n`);
const load = () => os.loadavg()[0]!.toFixed(1);

type Row = { rps: number; cpuUs: number };

/** req/s and the process's CPU per answered request (every thread), after an unrecorded warm-up. */
async function row(
  port: number,
  pid: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  const options = { url: `http://127.0.0.1:${port}${url}`, connections: 10, headers };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ ...options, duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${failures} failed requests on ${url}: not a throughput figure`);
  return { rps: result.requests.average, cpuUs: (1000 * (cpuMs(pid) - cpuBefore)) / result.requests.total };
}

const bare = await startServer('bare');
try {
  print(`${rounds} rounds x ${duration} s a row, load average ${load()} at start`);
  for (let round = 0; round < rounds; round++) {
    const bareRow = await row(bare.port, bare.child.pid!, '/hello');
    print(`round ${round} bare Fastify: ${bareRow.rps.toFixed(0)} req/s, ${bareRow.cpuUs.toFixed(1)} µs`);
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const entry = path.resolve(entries[index]!);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-turns-'));
      // startServed adds BENCH_NODE_ARGS to the serve command's flags.
      if (index === 1 && afterArgs) process.env.BENCH_NODE_ARGS = afterArgs;
      else delete process.env.BENCH_NODE_ARGS;
      const served = await startServed(dataDir, {}, undefined, { entry });
      try {
        await settled(served.pid);
        const base = `http://localhost:${served.port}`;
        const consoleCall = {
          cookie: await sessionCookie(base, 'developer@demo.example', process.env.DEMO_PASSWORD ?? 'demo'),
          'x-organization-id': demoOrgs.acme.id,
        };
        const rows = {
          '/healthz': await row(served.port, served.pid, '/healthz'),
          'flags, no cookie': await row(served.port, served.pid, '/api/v1/flags'),
          'flags, signed in, company': await row(served.port, served.pid, '/api/v1/flags', consoleCall),
        };
        for (const [name, figures] of Object.entries(rows))
          print(
            `round ${round} ${index === 0 ? 'before' : 'after'} ${name}: ${figures.rps.toFixed(0)} req/s, ` +
              `${(figures.rps / bareRow.rps).toFixed(2)} of bare, ${figures.cpuUs.toFixed(1)} µs (load ${load()})`,
          );
      } finally {
        await served.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  await stopServer(bare);
}
