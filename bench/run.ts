/**
 * `npm run bench`: HTTP throughput and latency against a bare Fastify baseline, start-up time and idle
 * memory, the server as `npm start` runs it with the LCP of its first pages, and the web bundle's sizes,
 * in one run on one machine. Writes bench/results.md.
 * Benchmarks, not tests: nothing here asserts on a timing. See bench/README.md.
 *   BENCH_DURATION=10     seconds of load per endpoint (after a short warm-up)
 *   BENCH_CONNECTIONS=10  concurrent connections
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { templateFile, templateKey } from '../apps/server/src/db/template/pgliteTemplate.ts';
import { bundleEntry } from '../apps/server/src/serveCommand.ts';
import { runAsStartedBench } from './asStarted.ts';
import { measureBundle, totalGzip } from './bundle.ts';
import { baselineRequestsPerSecond, runHttpBench } from './http.ts';
import { formatIdleMemory, runIdleMemory } from './idleMemory.ts';
import { describeMachine, renderMarkdown } from './report.ts';
import { runStartupBench } from './startup.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const webDist = path.resolve('apps/web/dist');

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

async function main(): Promise<void> {
  // Read before anything starts: the load the rest of the machine puts on the run.
  const machine = describeMachine();
  const load = {
    durationSeconds: positiveInt('BENCH_DURATION', 10),
    connections: positiveInt('BENCH_CONNECTIONS', 10),
  };
  // `npm start` builds first: the web app, the migrated template a fresh DATA_DIR starts from, the bundle.
  if (
    !fs.existsSync(path.join(webDist, 'index.html')) ||
    !fs.existsSync(templateFile(templateKey())) ||
    !fs.existsSync(bundleEntry)
  ) {
    print('apps/web/dist, the database template or the server bundle is missing: building first');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  // Start-up first, on an otherwise quiet machine; the load tests come after.
  print('start-up: fresh DATA_DIR, then the same DATA_DIR again, then from source ...');
  const startup = await runStartupBench();
  print('idle memory: a fresh DATA_DIR, 20 s after ready ...');
  const idleMemory = await runIdleMemory();
  print(`http: ${load.connections} connections x ${load.durationSeconds} s per endpoint ...`);
  const http = await runHttpBench(load);
  print('as `npm start` runs it: /healthz, flags, then LCP in Chromium ...');
  const asStarted = await runAsStartedBench(load);
  const bundle = measureBundle(webDist);

  const results = { machine, load, http, startup, idleMemory, asStarted, bundle };
  const file = path.resolve('bench/results.md');
  fs.writeFileSync(file, renderMarkdown(results));

  const bare = baselineRequestsPerSecond(http);
  for (const r of http) {
    print(
      `${r.target} ${r.path}: ${r.requestsPerSecond.toFixed(0)} req/s (${((100 * r.requestsPerSecond) / bare).toFixed(0)} % of bare), p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, failures ${r.failures}`,
    );
  }
  for (const r of asStarted.http)
    print(`${r.target} ${r.path}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.latencyP99Ms} ms`);
  for (const l of asStarted.lcp)
    print(
      `LCP ${l.name}, ${l.network}: median ${l.medianMs.toFixed(0)} ms, ${l.requests} requests, ${(l.bytes / 1024).toFixed(0)} KB`,
    );
  for (const c of asStarted.compression)
    print(`${c.what} ${c.path}: ${c.plainBytes} bytes plain, ${c.sentBytes} sent as ${c.encoding}`);
  print(
    `Monaco, builder then GraphiQL: ${asStarted.monaco.cores.length} copies (${asStarted.monaco.cores.join(', ')}), workers ${asStarted.monaco.workers.join(', ')}`,
  );
  print(`idle memory, fresh DATA_DIR, 20 s after ready: ${formatIdleMemory(idleMemory)}`);
  for (const s of startup)
    print(
      `start-up, ${s.label}: first answer ${s.firstAnswerMs.toFixed(0)} ms, demo world made ${s.readyMs.toFixed(0)} ms, idle RSS ${s.idleRssMb.toFixed(1)} MB`,
    );
  const kb = (n: number) => (n / 1024).toFixed(1);
  print(
    `first load of /: JS ${kb(totalGzip(bundle.shell.js) + totalGzip(bundle.home.js))} KB gzip, CSS ${kb(totalGzip(bundle.shell.css) + totalGzip(bundle.home.css))} KB gzip; ${bundle.lazy.length} lazy files`,
  );
  print(`wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
