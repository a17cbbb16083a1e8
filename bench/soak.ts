/**
 * `npm run bench:soak -- [minutes] [connections]` (default 10 and 50): the soak. The server as
 * `npm start` runs it (bench/startup.ts startServed: the bundle, default configuration, info request log,
 * PGlite on a fresh DATA_DIR with the demo world), signed in as the demo developer over the real sign-in,
 * then half the connections on the apps list and half on the logs search for the whole time. Every 10 s:
 * the server's RSS and the running counts of answers and errors (non-2xx, timeouts, socket errors). Ends
 * with PASS or FAIL against "0 errors and RSS growth under 10 % from the first minute's end to the end" and
 * writes bench/results-soak.md. A figure, not a test: it exits 0 either way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { signInOverHttp } from '../apps/server/test/process/httpSession.ts';
import { describeMachine } from './report.ts';
import {
  type EndpointCounts,
  emptyCounts,
  parseSoakArgs,
  renderSoakReport,
  type SoakSample,
  soakVerdict,
} from './soakReport.ts';
import { startServed } from './startup.ts';

const SAMPLE_MS = 10_000;
const print = (text: string) => process.stdout.write(`${text}\n`);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
}

type Load = {
  name: string;
  counts: EndpointCounts;
  statuses: Map<number, number>;
  done: Promise<autocannon.Result>;
};

/** One endpoint under `connections` for `seconds`, counting every answer and failure as it comes. */
function startLoad(
  name: string,
  options: autocannon.Options & { connections: number; duration: number },
): Load {
  const counts = emptyCounts();
  const statuses = new Map<number, number>();
  let instance: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  instance!.on('response', (_client, statusCode) => {
    if (statusCode >= 200 && statusCode < 300) counts.ok++;
    else {
      counts.non2xx++;
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
  });
  instance!.on('reqError', (error: Error) => {
    if (error.message === 'request timed out') counts.timeouts++;
    else counts.socketErrors++;
  });
  return { name, counts, statuses, done };
}

const options = parseSoakArgs(process.argv.slice(2));
const machine = describeMachine();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-soak-'));
print(
  `soak: ${options.minutes} min, ${options.connections} connections, load average ${machine.loadAverage.toFixed(2)} at start`,
);
// A fresh DATA_DIR seeds the demo world first: minutes, not seconds, on a machine shared with other work.
const served = await startServed(dataDir, {}, 600_000);
try {
  // PUBLIC_URL defaults to http://localhost:PORT: the provider's redirects name that origin.
  const origin = `http://localhost:${served.port}`;
  const session = await signInOverHttp(
    origin,
    origin,
    'developer@demo.example',
    process.env.DEMO_PASSWORD ?? 'demo',
  );
  // The jobs started with the server settle (first sweeps, the search index's first fill) first.
  await sleep(5_000);

  const headers = {
    cookie: session.cookie(),
    'x-organization-id': demoOrgs.acme.id,
    'xsrf-token': session.info.csrfToken,
  };
  const started = Date.now();
  const duration = Math.round(options.minutes * 60);
  const listConnections = Math.ceil(options.connections / 2);
  const loads = [
    startLoad('apps list', {
      url: `${origin}/apphub/v1/apps?list=all&start=0&length=20`,
      connections: listConnections,
      duration,
      headers,
    }),
    startLoad('logs search', {
      url: origin,
      connections: options.connections - listConnections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/observability/v1/logs/search',
          headers: { ...headers, 'content-type': 'application/json' },
          // The last 24 hours as of each request (an end in the future is refused), so the access lines the
          // soak itself writes are searched too, as the logs page's "last 24 hours" would.
          setupRequest: (request) => {
            const now = Date.now();
            const range = {
              start: new Date(now - 86_400_000).toISOString(),
              end: new Date(now).toISOString(),
            };
            return { ...request, body: JSON.stringify(range) };
          },
        },
      ],
    }),
  ];

  const samples: SoakSample[] = [];
  const sample = () => {
    const entry: SoakSample = {
      seconds: Math.round((Date.now() - started) / 1000),
      rssMb: rssMb(served.pid),
      loadAverage: os.loadavg()[0] ?? 0,
      endpoints: Object.fromEntries(loads.map((load) => [load.name, { ...load.counts }])),
    };
    samples.push(entry);
    const errors = loads.map(
      (load) =>
        `${load.name} ${load.counts.ok} ok / ${load.counts.non2xx + load.counts.timeouts + load.counts.socketErrors} errors`,
    );
    print(
      `${entry.seconds} s  RSS ${entry.rssMb.toFixed(0)} MB  load ${entry.loadAverage.toFixed(1)}  ${errors.join(', ')}`,
    );
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const results = await Promise.all(loads.map((load) => load.done));
  clearInterval(sampler);
  sample();

  for (const load of loads) {
    if (load.statuses.size > 0)
      print(
        `${load.name} non-2xx: ${[...load.statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`,
      );
  }
  const report = renderSoakReport({
    options,
    machine: `${machine.date}, ${machine.cores} × ${machine.cpu}, ${machine.ramGb.toFixed(1)} GB RAM, Node.js ${machine.node}.`,
    samples,
    latency: Object.fromEntries(
      loads.map((load, i) => [
        load.name,
        { p50: results[i]!.latency.p50, p99: results[i]!.latency.p99, max: results[i]!.latency.max },
      ]),
    ),
  });
  fs.writeFileSync(new URL('./results-soak.md', import.meta.url), report);
  const verdict = soakVerdict(samples);
  print(
    `${verdict.passed ? 'PASS' : 'FAIL'}: ${verdict.errors} errors, RSS ${verdict.baselineRssMb.toFixed(0)} -> ${verdict.finalRssMb.toFixed(0)} MB (${verdict.rssGrowthPercent.toFixed(1)} %); wrote bench/results-soak.md`,
  );
} finally {
  await served.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
