/**
 * Apps at scale (not part of npm test): `npm run bench:apps`.
 * One real server process (bench/benchServer.ts on embedded PostgreSQL, job runner started, the
 * default BUILD_WORKERS) measured from outside:
 *   (a) upload to SUCCEEDED of a small and a large app (a valid zip padded with incompressible files),
 *   (b) builds per minute: N small apps uploaded at once, completions per minute,
 *   (c) the apps list's req/s with many apps in the company (rows inserted in SQL), signed in,
 *   (d) the server's peak RSS while the large app uploads and builds (polls /proc/<pid>/status).
 * (c) also prints the CPU per request of the server and of PostgreSQL (Linux only).
 * Sizes (env):
 *   BENCH_APPS_SMALL_MB=1  BENCH_APPS_LARGE_MB=20   the two upload sizes (MB of padding, roughly)
 *   BENCH_APPS_BUILDS=20                           builds started at once for (b)
 *   BENCH_APPS_LIST_ROWS=10000                     apps in the company for (c)
 *   BENCH_DURATION=10  BENCH_CONNECTIONS=10        autocannon load for (c)
 * Writes bench/results-apps.md. BENCH_APPS_ONLY=list runs (c) alone and only prints it (no build, no file).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import yazl from 'yazl';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { type RunningServer, startServer, stopServer } from './http.ts';
import { insertApps } from './insertApps.ts';
import { multipart } from './multipart.ts';
import { cpuMs, treeCpuMs } from './processCpu.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const ORG = demoOrgs.acme.id;
const MB = 1024 * 1024;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/**
 * A valid EXTEND app (one model) plus stored (uncompressed) files of random bytes: random data does not
 * compress, so the zip is as large as asked and the build reads every byte (CRC-32, size checks). The
 * padding files are not in the manifest: the build warns about them and leaves them out of the artifact.
 */
async function appZip(referenceId: string, paddingMb: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const manifest = {
    referenceId,
    name: `Bench ${referenceId}`,
    type: 'EXTEND',
    version: '1.0.0',
    components: [{ id: 'record', kind: 'model', path: 'models/record.json' }],
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.addBuffer(
    Buffer.from(JSON.stringify({ name: 'Record', fields: [{ name: 'title', type: 'text' }] })),
    'models/record.json',
  );
  let left = Math.round(paddingMb * MB);
  for (let i = 0; left > 0; i++) {
    const size = Math.min(MB, left);
    zip.addBuffer(randomBytes(size), `padding/blob-${i}.bin`, { compress: false });
    left -= size;
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

class Client {
  private readonly server: RunningServer;
  constructor(server: RunningServer) {
    this.server = server;
  }
  private headers(extra: Record<string, string> = {}) {
    return { cookie: this.server.cookie, 'x-organization-id': ORG, ...extra };
  }
  url(path: string) {
    return `http://127.0.0.1:${this.server.port}${path}`;
  }
  async upload(referenceId: string, zip: Buffer): Promise<string> {
    const { body, type } = multipart({ name: `Bench ${referenceId}`, referenceId, type: 'EXTEND' }, zip);
    const res = await fetch(this.url('/apphub/v1/apps/upload'), {
      method: 'POST',
      headers: this.headers({ 'content-type': type, 'xsrf-token': this.server.csrfToken ?? '' }),
      body: new Uint8Array(body),
    });
    if (res.status !== 201) throw new Error(`upload ${referenceId}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { build: { id: string } }).build.id;
  }
  /** Polls the build API (the web's fallback) every 50 ms until the build has finished. */
  async waitForBuild(buildId: string, timeoutMs = 600_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(this.url(`/apphub/v1/builds/${buildId}`), { headers: this.headers() });
      const { status } = (await res.json()) as { status: string };
      if (status === 'SUCCEEDED') return;
      if (status === 'FAILED') throw new Error(`build ${buildId} FAILED`);
      if (Date.now() > until) throw new Error(`build ${buildId} still ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function rssKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}

/** Samples VmRSS every 10 ms while `work` runs; returns the peak and the value before it started. */
async function withRssPeak<T>(pid: number, work: () => Promise<T>) {
  const before = rssKb(pid, 'VmRSS');
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid, 'VmRSS'));
  }, 10);
  try {
    const result = await work();
    return { result, beforeMb: before / 1024, peakMb: Math.max(peak, rssKb(pid, 'VmRSS')) / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function uploadToSucceeded(client: Client, referenceId: string, zip: Buffer): Promise<number> {
  const started = performance.now();
  await client.waitForBuild(await client.upload(referenceId, zip));
  return performance.now() - started;
}

async function listLoad(
  client: Client,
  server: RunningServer,
  length: number,
  connections: number,
  duration: number,
) {
  const url = client.url(`/apphub/v1/apps?list=all&start=0&length=${length}`);
  const headers = { cookie: server.cookie, 'x-organization-id': ORG };
  await autocannon({ url, connections, duration: Math.min(2, duration), headers });
  // CPU per answered request of the server and of PostgreSQL (its processes under this one): on a shared
  // machine req/s measures the neighbours too, CPU per request barely moves with them.
  const serverBefore = cpuMs(server.child.pid!);
  const postgresBefore = treeCpuMs(process.pid, 'postgres');
  const result = await autocannon({ url, connections, duration, headers });
  const answered = Math.max(1, result.requests.total);
  return {
    result,
    serverMs: (cpuMs(server.child.pid!) - serverBefore) / answered,
    postgresMs: (treeCpuMs(process.pid, 'postgres') - postgresBefore) / answered,
  };
}

/** (c): the rows inserted, then the API's default and largest page (100 apps) and a page of 20 as a list screen shows. */
async function listFigures(
  client: Client,
  server: RunningServer,
  listRows: number,
  connections: number,
  duration: number,
) {
  await insertApps(server.databaseUrl!, ORG, listRows);
  const lists = [];
  for (const length of [100, 20]) {
    const {
      result: list,
      serverMs,
      postgresMs,
    } = await listLoad(client, server, length, connections, duration);
    const failures = list.non2xx + list.errors + list.timeouts;
    lists.push({ length, list, failures });
    print(
      `(c) apps list with ${listRows} apps, page of ${length}: ${list.requests.average.toFixed(0)} req/s, p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, failures ${failures}; CPU per request: server ${serverMs.toFixed(2)} ms, PostgreSQL ${postgresMs.toFixed(2)} ms`,
    );
  }
  return lists;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  const smallMb = positive('BENCH_APPS_SMALL_MB', 1);
  const largeMb = positive('BENCH_APPS_LARGE_MB', 20);
  const builds = Math.round(positive('BENCH_APPS_BUILDS', 20));
  const listRows = Math.round(positive('BENCH_APPS_LIST_ROWS', 10_000));
  const duration = Math.round(positive('BENCH_DURATION', 10));
  const connections = Math.round(positive('BENCH_CONNECTIONS', 10));

  print('starting the portal on embedded PostgreSQL with the job runner ...');
  const server = await startServer('portal-postgres', ['jobs']);
  const pid = server.child.pid!;
  const client = new Client(server);
  if (process.env.BENCH_APPS_ONLY === 'list') {
    print(`load average ${machine.loadAverage.toFixed(2)} at start`);
    try {
      await listFigures(client, server, listRows, connections, duration);
    } finally {
      await stopServer(server);
    }
    return;
  }
  try {
    // A first build warms the JIT and the pipeline's modules; not a figure.
    await uploadToSucceeded(client, 'bench_warmup', await appZip('bench_warmup', 0.01));

    const small = await appZip('bench_small', smallMb);
    const smallMs = await uploadToSucceeded(client, 'bench_small', small);
    print(`(a) ${(small.length / MB).toFixed(1)} MB upload to SUCCEEDED: ${smallMs.toFixed(0)} ms`);

    const large = await appZip('bench_large', largeMb);
    const rss = await withRssPeak(pid, () => uploadToSucceeded(client, 'bench_large', large));
    print(`(a) ${(large.length / MB).toFixed(1)} MB upload to SUCCEEDED: ${rss.result.toFixed(0)} ms`);
    print(`(d) RSS ${rss.beforeMb.toFixed(0)} MB before, peak ${rss.peakMb.toFixed(0)} MB during`);

    const zips = await Promise.all(
      Array.from({ length: builds }, (_, i) => appZip(`bench_rate_${i}`, 0.01).then((zip) => ({ i, zip }))),
    );
    const rateStarted = performance.now();
    await Promise.all(zips.map(({ i, zip }) => uploadToSucceeded(client, `bench_rate_${i}`, zip)));
    const rateMinutes = (performance.now() - rateStarted) / 60_000;
    const perMinute = builds / rateMinutes;
    print(`(b) ${builds} builds in ${(rateMinutes * 60).toFixed(1)} s: ${perMinute.toFixed(0)} builds/min`);

    const lists = await listFigures(client, server, listRows, connections, duration);

    const report = [
      '# Apps benchmark',
      '',
      `Written by \`npm run bench:apps\` (bench/apps.ts; see bench/README.md). ${machine.date}, ${machine.cores} × ${machine.cpu},`,
      `${machine.ramGb.toFixed(1)} GB RAM, Node.js ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at start.`,
      'One real server process (bench/benchServer.ts: buildApp, embedded PostgreSQL, job runner, default',
      'BUILD_WORKERS), driven over HTTP with a signed-in session cookie.',
      '',
      '| figure | value | how |',
      '|---|---|---|',
      `| (a) upload to SUCCEEDED, ${(small.length / MB).toFixed(1)} MB zip | ${smallMs.toFixed(0)} ms | POST /apphub/v1/apps/upload start until GET /apphub/v1/builds/{id} reads SUCCEEDED (polled every 50 ms) |`,
      `| (a) upload to SUCCEEDED, ${(large.length / MB).toFixed(1)} MB zip | ${rss.result.toFixed(0)} ms | same |`,
      `| (b) builds per minute | ${perMinute.toFixed(0)} | ${builds} small apps uploaded at once, all SUCCEEDED in ${(rateMinutes * 60).toFixed(1)} s |`,
      ...lists.map(
        ({ length, list, failures }) =>
          `| (c) apps list, ${listRows.toLocaleString('en')} apps in the company, first page of ${length} | ${list.requests.average.toFixed(0)} req/s, p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, failures ${failures} | autocannon ${connections} connections × ${duration} s on GET /apphub/v1/apps?list=all&start=0&length=${length} (newest first) |`,
      ),
      `| (d) server RSS during the ${(large.length / MB).toFixed(1)} MB upload and build | ${rss.beforeMb.toFixed(0)} MB before, peak ${rss.peakMb.toFixed(0)} MB (+${(rss.peakMb - rss.beforeMb).toFixed(0)} MB) | VmRSS of the server process sampled every 10 ms from the upload's start to SUCCEEDED |`,
      '',
      'Zips hold a valid EXTEND app plus stored files of random bytes (incompressible), so the upload is as',
      'large as the figure says and the build reads every byte.',
      '',
    ].join('\n');
    fs.writeFileSync(new URL('./results-apps.md', import.meta.url), report);
    print('wrote bench/results-apps.md');
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
