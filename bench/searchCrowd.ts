/**
 * `npm run bench:crowd`: a crowd of log searches: 200 log searches sent at once (BENCH_CROWD) by one
 * signed-in user to the real portal in a child process (bench/benchServer.ts: PGlite, an empty log store,
 * the configuration's admission limits), while /healthz is asked every 50 ms; then /healthz once more
 * after the crowd. An empty store measures admission and the database hop, not the scan (bench:logs). Prints the answers by status, p50 and p99 of the
 * searches' times, and /healthz's. Figures, not a test: nothing is asserted.
 */
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { startServer, stopServer } from './http.ts';

const CROWD = Number(process.env.BENCH_CROWD ?? 200);
const print = (text: string) => process.stdout.write(`${text}\n`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const server = await startServer('portal');
try {
  const origin = `http://127.0.0.1:${server.port}`;
  const now = Date.now();
  const body = JSON.stringify({
    start: new Date(now - 86_400_000).toISOString(),
    end: new Date(now).toISOString(),
  });
  const search = () =>
    timed(`${origin}/observability/v1/logs/search`, {
      method: 'POST',
      headers: {
        cookie: server.cookie,
        'xsrf-token': server.csrfToken ?? '',
        'content-type': 'application/json',
        'x-organization-id': demoOrgs.acme.id,
      },
      body,
    });
  // Warm-up, unrecorded: JIT and the database's first statements are not the figure.
  for (let i = 0; i < 5; i++) await search();
  const load = os.loadavg()[0]!.toFixed(1);
  let crowding = true;
  const health: number[] = [];
  const prober = (async () => {
    while (crowding) {
      health.push((await timed(`${origin}/healthz`)).ms);
      await setTimeout(50);
    }
  })();
  const answers = await Promise.all(Array.from({ length: CROWD }, search));
  crowding = false;
  await prober;
  const after = await timed(`${origin}/healthz`);
  const byStatus = new Map<number, number>();
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const served = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  print(`${CROWD} concurrent searches, ${os.cpus().length} cores, load average ${load} at start`);
  print(`answers: ${[...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
  print(`all answers: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`);
  print(`200 answers: p50 ${ms(percentile(served, 50))}, p99 ${ms(percentile(served, 99))}`);
  print(
    `/healthz during (${health.length}): p50 ${ms(percentile(health, 50))}, max ${ms(health.at(-1) ?? Number.NaN)}; after: ${ms(after.ms)}`,
  );
} finally {
  await stopServer(server);
}
