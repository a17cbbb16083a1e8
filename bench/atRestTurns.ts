/**
 * The CPU of a server at rest, two bundles in turns (not part of npm run bench):
 *   node --import tsx bench/atRestTurns.ts <before.mjs> <after.mjs>
 *   BENCH_ROUNDS=3    rounds; each starts both bundles on a fresh DATA_DIR, the order alternating
 *   BENCH_SETTLE=60   seconds after ready before the window (the seed's follow-ups run meanwhile)
 *   BENCH_WINDOW=30   seconds measured: utime + stime of the process and of each thread, /proc/<pid>/task
 * Bundles as bench/asStartedTurns.ts takes them. Threads are summed by name (main, PGlite's, libuv's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs } from './processCpu.ts';
import { startServed } from './startup.ts';

const entries = process.argv.slice(2);
if (entries.length !== 2) throw new Error('usage: bench/atRestTurns.ts <before.mjs> <after.mjs>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const settleS = Number(process.env.BENCH_SETTLE ?? 60);
const windowS = Number(process.env.BENCH_WINDOW ?? 30);
const print = (text: string) => process.stdout.write(`${text}\n`);
const load = () => os.loadavg()[0]!.toFixed(1);

/** CPU ms so far of each thread of `pid`, summed by thread name. */
function threadsMs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    let text: string;
    try {
      text = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    const close = text.lastIndexOf(')');
    const name = Number(tid) === pid ? 'main' : text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    byName.set(name, (byName.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return byName;
}

async function atRest(entry: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-rest-'));
  const server = await startServed(dataDir, { LOG_LEVEL: 'warn' }, 180_000, { entry });
  try {
    await sleep(settleS * 1000);
    const before = { total: cpuMs(server.pid), threads: threadsMs(server.pid), load: load() };
    await sleep(windowS * 1000);
    const total = cpuMs(server.pid) - before.total;
    const threads = [...threadsMs(server.pid)]
      .map(([name, ms]) => [name, ms - (before.threads.get(name) ?? 0)] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ');
    return `${total} ms in ${windowS} s (${(total / windowS / 10).toFixed(2)} % of a core; load ${before.load}-${load()}): ${threads}`;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (let round = 1; round <= rounds; round++) {
  const order = round % 2 === 1 ? [0, 1] : [1, 0];
  for (const index of order) {
    const label = index === 0 ? 'before' : 'after';
    print(`round ${round} ${label}: ${await atRest(path.resolve(entries[index]!))}`);
  }
}
