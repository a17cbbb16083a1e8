/**
 * Company administration at scale (not part of npm test): `npm run bench:companies`.
 * One real server process (bench/benchServer.ts on embedded PostgreSQL, signed in as the demo staff member)
 * with BENCH_COMPANIES companies and BENCH_COMPANY_USERS users loaded in SQL (bench/insertCompanies.ts),
 * measured over HTTP:
 *   (a) the company list `/auth/v1/organizations?start&length` (what /admin/company-management asks):
 *       the first page, a middle page, the last page, a search and a type filter, p50 and p99 of
 *       BENCH_COMPANIES_REQUESTS requests each, one at a time, after 20 unrecorded ones;
 *   (b) the streamed CSV export `/auth/v2/users/export` (/admin/user-management/export): rows, seconds,
 *       rows/s, and the server's RSS before, at its peak during, and after the export; run twice.
 * Sizes (env): BENCH_COMPANIES=10000  BENCH_COMPANY_USERS=100000  BENCH_COMPANIES_REQUESTS=200
 * Writes bench/results-companies.md (BENCH_COMPANIES_PRINT_ONLY=1: prints it only).
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type RunningServer, startServer, stopServer } from './http.ts';
import { insertCompanies } from './insertCompanies.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function get(server: RunningServer, path: string): Promise<Response> {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { cookie: server.cookie } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res;
}

type PageFigure = { label: string; path: string; total: number; p50: number; p99: number };

/** Requests one at a time: a latency figure, not a throughput one (the machine is shared). */
async function pageFigure(server: RunningServer, label: string, path: string, requests: number) {
  let total = 0;
  for (let i = 0; i < 20; i++) total = ((await (await get(server, path)).json()) as { total: number }).total;
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await (await get(server, path)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const figure: PageFigure = { label, path, total, p50: percentile(times, 50), p99: percentile(times, 99) };
  print(`(a) ${label}: total ${total}, p50 ${figure.p50.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms`);
  return figure;
}

/** Reads the whole export as a browser download would, sampling the server's RSS every 10 ms. */
async function exportFigure(server: RunningServer) {
  const pid = server.child.pid!;
  const beforeMb = rssMb(pid);
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 10);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const res = await get(server, '/auth/v2/users/export');
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1; // the header
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const figure = { rows, bytes, seconds, beforeMb, peakMb, afterMb: rssMb(pid) };
  print(
    `(b) export: ${rows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(rows / seconds).toFixed(0)} rows/s), RSS ${beforeMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)}, after ${figure.afterMb.toFixed(0)}`,
  );
  return figure;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  const companies = positive('BENCH_COMPANIES', 10_000);
  const users = positive('BENCH_COMPANY_USERS', 100_000);
  const requests = positive('BENCH_COMPANIES_REQUESTS', 200);
  const arch = execFileSync('uname', ['-m'], { encoding: 'utf8' }).trim();

  print('starting the portal on embedded PostgreSQL, signed in as staff ...');
  process.env.BENCH_SIGN_IN_AS = 'staff@demo.example';
  const server = await startServer('portal-postgres');
  try {
    const loadStarted = performance.now();
    await insertCompanies(server.databaseUrl!, companies, users);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    print(`loaded ${companies} companies and ${users} users in ${loadSeconds.toFixed(1)} s`);

    const all = ((await (await get(server, '/auth/v1/organizations?length=1')).json()) as { total: number })
      .total;
    const middle = Math.floor(all / 2);
    const last = Math.max(0, all - 100);
    const pages = [
      ['first page of 100', '/auth/v1/organizations?start=0&length=100'],
      [`middle page (start ${middle})`, `/auth/v1/organizations?start=${middle}&length=100`],
      [`last page (start ${last})`, `/auth/v1/organizations?start=${last}&length=100`],
      [
        'search "globex bench 1" (name)',
        '/auth/v1/organizations?start=0&length=100&search=globex%20bench%201',
      ],
      [
        'search "bench77.example" (domain)',
        '/auth/v1/organizations?start=0&length=100&search=bench77.example',
      ],
      [
        'type filter Partner, first page',
        '/auth/v1/organizations?start=0&length=100&organizationType=Partner',
      ],
      [
        'type Partner and region scylla:de, middle page',
        `/auth/v1/organizations?start=${Math.floor(all / 98)}&length=100&organizationType=Partner&region=scylla%3Ade`,
      ],
    ] as const;
    const figures: PageFigure[] = [];
    for (const [label, path] of pages) figures.push(await pageFigure(server, label, path, requests));
    // Twice: a server that buffered the export would grow again; one that streams reuses its heap.
    const exports = [await exportFigure(server), await exportFigure(server)];

    const report = [
      '# Companies benchmark',
      '',
      `Written by \`npm run bench:companies\` (bench/companies.ts; see bench/README.md). ${machine.date},`,
      `${machine.cores} × ${machine.cpu} (${arch}), ${machine.ramGb.toFixed(1)} GB RAM, Node.js ${machine.node},`,
      `load average ${machine.loadAverage.toFixed(2)} at start. One real server process (bench/benchServer.ts:`,
      'buildApp on embedded PostgreSQL), signed in as the demo staff member, driven over HTTP.',
      `${companies.toLocaleString('en')} companies and ${users.toLocaleString('en')} users (each a member of one`,
      `company, one in five of a second) loaded in SQL in ${loadSeconds.toFixed(1)} s (bench/insertCompanies.ts).`,
      '',
      `## (a) Company list, GET /auth/v1/organizations, ${requests} requests one at a time`,
      '',
      '| page | total | p50 ms | p99 ms | path |',
      '|---|---|---|---|---|',
      ...figures.map(
        (f) => `| ${f.label} | ${f.total} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | \`${f.path}\` |`,
      ),
      '',
      '## (b) Users export, GET /auth/v2/users/export (streamed CSV)',
      '',
      '| export | rows | size | seconds | rows/s | server RSS before / peak / 1 s after |',
      '|---|---|---|---|---|---|',
      ...exports.map(
        (e, i) =>
          `| ${i === 0 ? 'first' : 'second'} | ${e.rows.toLocaleString('en')} | ${(e.bytes / 1024 / 1024).toFixed(1)} MB | ${e.seconds.toFixed(2)} | ${(e.rows / e.seconds).toFixed(0)} | ${e.beforeMb.toFixed(0)} / ${e.peakMb.toFixed(0)} / ${e.afterMb.toFixed(0)} MB |`,
      ),
      '',
    ].join('\n');
    if (process.env.BENCH_COMPANIES_PRINT_ONLY) print(report);
    else {
      fs.writeFileSync(new URL('./results-companies.md', import.meta.url), report);
      print('wrote bench/results-companies.md');
    }
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
