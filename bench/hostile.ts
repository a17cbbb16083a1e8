/**
 * The hostile-input attack run, as a bench (not npm test):
 *   npm run bench:hostile                 every row
 *   npm run bench:hostile -- 1 2          only rows 1 and 2
 *   BENCH_HOSTILE_TIMEOUT=60 npm run bench:hostile   give up on one attack's answer after 60 s (default 120)
 * Runs the portal as `npm start` runs it (the bundle, a fresh DATA_DIR, the default configuration: PGlite,
 * the demo world, the info log), signs in a developer and a company admin, takes a tenant token of acme_sb,
 * then sends each attack while a prober asks /healthz every 50 ms, and prints per attack what came back, how
 * long it took, and the longest /healthz wait meanwhile. Between attacks it waits for /healthz to answer
 * quickly again, so one attack's leftover work is not counted against the next. Needs `npm run build`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signInOverHttp } from '../apps/server/test/process/httpSession.ts';
import { type Attack, attacks, type HostileContext } from './hostileAttacks.ts';
import { probeDuring, waitQuiet } from './hostileProbe.ts';
import { describeMachine, table } from './report.ts';
import { startServed } from './startup.ts';
import { tenantToken } from './tenantToken.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const TIMEOUT_MS = Number(process.env.BENCH_HOSTILE_TIMEOUT ?? 120) * 1000;
const chosen = process.argv.slice(2);
const selected: Attack[] = chosen.length ? attacks.filter((a) => chosen.includes(a.row)) : attacks;

const machine = describeMachine();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-hostile-'));
const logFile = path.join(dataDir, '..', `${path.basename(dataDir)}.log`);
const log = fs.openSync(logFile, 'w');
print(`hostile: ${selected.length} attacks, load average ${machine.loadAverage.toFixed(2)} at start`);
const served = await startServed(dataDir, {}, 600_000, 'bundle', log);
const rows: string[][] = [];
try {
  // PUBLIC_URL defaults to http://localhost:PORT: the provider's redirects name that origin.
  const origin = `http://localhost:${served.port}`;
  const password = process.env.DEMO_PASSWORD ?? 'demo';
  const developer = await signInOverHttp(origin, origin, 'developer@demo.example', password);
  const admin = await signInOverHttp(origin, origin, 'admin@demo.example', password);
  const { token } = await tenantToken(origin, developer.cookie(), developer.info.csrfToken, 'acme_sb', [
    'workers.read',
    'organizations.read',
    'jobProfiles.read',
  ]);
  const ctx: HostileContext = {
    origin,
    developer,
    admin,
    tenantToken: token,
    logFile,
    timeoutMs: TIMEOUT_MS,
  };
  // The tenant's first call seeds its data set (503 past a bounded wait): the attacks begin once it is.
  const seeded = () =>
    fetch(`${origin}/sandbox/acme_sb/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
  while ((await seeded()).status === 503) await sleep(1_000);
  // The jobs started with the server settle (first sweeps, the search index's first fill) first.
  await sleep(5_000);
  await waitQuiet(origin);
  for (const attack of selected) {
    const { result, elapsedMs, longestHealthzMs } = await probeDuring(origin, () => attack.run(ctx));
    const shown = result instanceof Error ? `error: ${result.message}` : result;
    const row = [
      attack.row,
      attack.what,
      shown.replaceAll('|', '\\|'),
      `${(elapsedMs / 1000).toFixed(2)} s`,
      `${longestHealthzMs.toFixed(0)} ms`,
    ];
    print(row.join(' | '));
    rows.push(row);
    await waitQuiet(origin);
  }
} finally {
  await served.stop();
  fs.closeSync(log);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const report = [
  '# Hostile input (npm run bench:hostile)',
  '',
  `${machine.date}, ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb.toFixed(0)} GB, Node ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at start; the server as \`npm start\` runs it (bundle, fresh DATA_DIR, PGlite, demo world); /healthz asked every 50 ms.`,
  '',
  table(['row', 'attack', 'answer', 'time', 'longest /healthz wait'], rows),
  '',
].join('\n');
print(`\n${report}`);
fs.writeFileSync(new URL('results-hostile.md', import.meta.url), report);
print(`server log kept in ${logFile}`);
