/**
 * Orchestration runs on PostgreSQL (not npm test):
 *   npm run bench:orchestrations
 *   BENCH_RUNS=100 npm run bench:orchestrations
 * Starts the portal on an embedded PostgreSQL with its job runner (bench/benchServer.ts portal-postgres
 * jobs), uploads an integration app with a 10-step orchestration (4 REST calls to the acme_dev sandbox,
 * 5 transforms and a condition), deploys it to acme_dev, then measures:
 *  - runs per minute: BENCH_RUNS runs launched at once through the API, from the first launch until the
 *    last run has finished;
 *  - engine overhead per step: for each run, its duration minus the time of its sandbox calls (the http
 *    steps' own durations), over its steps; the same for runs launched one after another (no queueing).
 * Prints a markdown table; the figures go to bench/README.md by hand.
 */
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { integrationWithOrchestrations } from '../apps/server/test/orchestrationsKit.ts';
import { startServer, stopServer } from './http.ts';
import { multipart } from './multipart.ts';
import { describeMachine } from './report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const SERIAL = 10;
const ORG = demoOrgs.acme.id;
const call = (url: string) => ({ type: 'http', method: 'GET', url });
const flow = {
  trigger: { type: 'manual' },
  steps: [
    { id: 'shape', type: 'transform', expression: '{"limit": 5}', next: 'first' },
    { id: 'first', ...call('/api/workers/v1/workers?limit={{steps.shape.limit}}'), next: 'ids' },
    { id: 'ids', type: 'transform', expression: '[last.body.data.id]', next: 'second' },
    { id: 'second', ...call('/api/workers/v1/workers?limit=5&offset=5'), next: 'more' },
    { id: 'more', type: 'transform', expression: '$append(steps.ids, [last.body.data.id])', next: 'check' },
    { id: 'check', type: 'condition', when: '$count(last) = 10', ifTrue: 'one', ifFalse: 'total' },
    { id: 'one', ...call('/api/workers/v1/workers/{{steps.ids[0]}}'), next: 'name' },
    { id: 'name', type: 'transform', expression: 'last.body.id', next: 'orgs' },
    { id: 'orgs', ...call('/api/workers/v1/workers?limit=1&offset=20'), next: 'total' },
    { id: 'total', type: 'transform', expression: '{"total": last.body.total, "first": steps.name}' },
  ],
};

type Step = { type: string; durationMs: number | null };
type Run = { id: string; status: string; durationMs: number | null; steps: Step[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const server = await startServer('portal-postgres', ['jobs']);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const headers = (extra: Record<string, string> = {}) => ({
      cookie: server.cookie,
      'x-organization-id': ORG,
      'xsrf-token': server.csrfToken ?? '',
      ...extra,
    });
    const request = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };

    const zip = await integrationWithOrchestrations('benchflows', { ten: flow });
    const form = multipart({ name: 'Bench flows', referenceId: 'benchflows', type: 'INTEGRATION' }, zip);
    const uploaded = await fetch(`${base}/apphub/v1/apps/upload`, {
      method: 'POST',
      headers: headers({ 'content-type': form.type }),
      body: new Uint8Array(form.body),
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const made = (await uploaded.json()) as {
      app: { id: string };
      version: { id: string };
      build: { id: string };
    };
    for (;;) {
      const build = await request('GET', `/apphub/v1/builds/${made.build.id}`);
      if (build.status === 'SUCCEEDED') break;
      if (build.status === 'FAILED') throw new Error('the build failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await request('POST', '/aos/v1/deploy', {
      versionId: made.version.id,
      tenant: 'acme_dev',
      environment: 'Development',
    });
    const runs = `/apphub/v1/apps/${made.app.id}/orchestration-runs`;
    const launch = async () =>
      (await request('POST', runs, { orchestration: 'ten', tenant: 'acme_dev', inputs: {} })).id as string;
    const finished = async (id: string): Promise<Run> => {
      for (;;) {
        const run = (await request('GET', `${runs}/${id}`)) as unknown as Run;
        if (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(run.status)) return run;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const overhead = (run: Run) => {
      const calls = run.steps
        .filter((s) => s.type === 'http')
        .reduce((sum, s) => sum + (s.durationMs ?? 0), 0);
      return { perStep: ((run.durationMs ?? 0) - calls) / run.steps.length, calls };
    };

    // Warm-up: the first call of acme_dev seeds its sandbox workers; JIT and caches are not the figure.
    await finished(await launch());

    const serial: Run[] = [];
    for (let i = 0; i < SERIAL; i++) serial.push(await finished(await launch()));

    const started = performance.now();
    const ids = await Promise.all(Array.from({ length: RUNS }, launch));
    const batch = await Promise.all(ids.map(finished));
    const elapsedMs = performance.now() - started;
    const failed = [...serial, ...batch].filter((r) => r.status !== 'SUCCEEDED').length;

    const row = (what: string, list: Run[]) =>
      `| ${what} | ${list.length} | ${median(list.map((r) => r.durationMs ?? 0))} | ${median(list.map((r) => overhead(r).calls)).toFixed(0)} | ${median(list.map((r) => overhead(r).perStep)).toFixed(1)} |`;
    const lines = [
      JSON.stringify(describeMachine()),
      '',
      `10-step orchestration (4 sandbox REST calls), PostgreSQL; failed runs: ${failed}`,
      '',
      '| runs | count | median run ms | median sandbox calls ms | median engine overhead per step ms |',
      '|---|---|---|---|---|',
      row('one after another', serial),
      row(`${RUNS} launched at once`, batch),
      '',
      `Runs per minute (${RUNS} at once, launch to last finish): ${((RUNS / elapsedMs) * 60_000).toFixed(0)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await stopServer(server);
  }
}

await main();
