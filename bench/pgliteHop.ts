/**
 * The cost of the database worker's message hop per statement (not part of npm run bench):
 *   node --import tsx bench/pgliteHop.ts
 * The same one-row primary-key read on PGlite in this thread (as the server ran it before
 * docs/decisions/pglite-worker-thread.md), through PgliteThread, and an empty message round trip to a
 * worker thread: BENCH_QUERIES in a row per round (wall time and the process's CPU, every thread), then as
 * many at once (pipelined), in BENCH_ROUNDS rounds that take turns; prints the medians.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PgliteThread } from '../apps/server/src/db/pgliteThread/pgliteThread.ts';

const queries = Number(process.env.BENCH_QUERIES ?? 3_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const READ = 'select v from t where id = $1';
const SETUP = "create table t (id int primary key, v text); insert into t values (1, 'a')";

/** A worker that answers each message at once with 100 bytes: the hop and nothing else. */
function echoWorker() {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, data: new Uint8Array(100) }));`,
    { eval: true },
  );
  const waiting = new Map<number, () => void>();
  let next = 0;
  worker.on('message', ({ id }: { id: number }) => {
    waiting.get(id)?.();
    waiting.delete(id);
  });
  const call = () =>
    new Promise<void>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      worker.postMessage({ id, op: 'query', sql: READ, params: [1] });
    });
  return { call, close: () => worker.terminate() };
}

const inThread = await PGlite.create();
const threaded = await PgliteThread.open('memory://');
await inThread.exec(SETUP);
await threaded.exec(SETUP);
const echo = echoWorker();
const subjects: Record<string, () => Promise<unknown>> = {
  'PGlite in this thread': () => inThread.query(READ, [1]),
  'PgliteThread (worker)': () => threaded.query(READ, [1]),
  'empty worker round trip': echo.call,
};

type Round = { sequentialUs: number; cpuUs: number; pipelinedUs: number };
const results = new Map<string, Round[]>();
for (let round = 0; round < rounds; round++) {
  for (const [name, call] of Object.entries(subjects)) {
    for (let i = 0; i < queries / 10; i++) await call();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < queries; i++) await call();
    const sequentialUs = ((performance.now() - started) * 1000) / queries;
    const cpu = process.cpuUsage(cpuBefore);
    const pipelineStarted = performance.now();
    await Promise.all(Array.from({ length: queries }, call));
    const pipelinedUs = ((performance.now() - pipelineStarted) * 1000) / queries;
    results.set(name, [
      ...(results.get(name) ?? []),
      { sequentialUs, cpuUs: (cpu.user + cpu.system) / queries, pipelinedUs },
    ]);
  }
}
await inThread.close();
await threaded.close();
await echo.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const print = (text: string) => process.stdout.write(`${text}\n`);
print(`${queries} queries x ${rounds} rounds, load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
print('| | µs per query, one after another | process CPU µs per query | µs per query, all at once |');
print('| --- | --- | --- | --- |');
for (const [name, rows] of results) {
  const figure = (pick: (row: Round) => number) => median(rows.map(pick)).toFixed(0);
  print(
    `| ${name} | ${figure((r) => r.sequentialUs)} | ${figure((r) => r.cpuUs)} | ${figure((r) => r.pipelinedUs)} |`,
  );
}
