/**
 * `bench/startup.ts`'s two starts for two bundles taken in turns under the same load (not part of npm run
 * bench): a fresh DATA_DIR, then the same one again, each with its first answer (`GET /` 200), its demo
 * world made (`/readyz` 200) and the CPU it used by then:
 *   node --import tsx bench/startupTurns.ts <before.mjs> <after.mjs>
 *   BENCH_ROUNDS=3     rounds, the order alternating
 * The earlier bundle is kept as bench/asStartedTurns.ts's header says.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from './processCpu.ts';
import { startServed } from './startup.ts';

const entries = process.argv.slice(2);
if (entries.length !== 2) throw new Error('usage: bench/startupTurns.ts <before.mjs> <after.mjs>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const print = (text: string) => process.stdout.write(`${text}\n`);
const load = () => os.loadavg()[0]!.toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);

/** One start, measured at ready and stopped; the log at warn, as bench/startup.ts starts it. */
async function start(entry: string, dataDir: string) {
  const served = await startServed(dataDir, { LOG_LEVEL: 'warn' }, undefined, { entry });
  const readyCpuMs = cpuMs(served.pid);
  await served.stop();
  return `first answer ${s(served.firstAnswerMs)} s, world made ${s(served.readyMs)} s, CPU ${s(readyCpuMs)} s`;
}

print(`${rounds} rounds, load average ${load()} at start`);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const index of order) {
    const entry = path.resolve(entries[index]!);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-turns-'));
    try {
      const label = `round ${round} ${index === 0 ? 'before' : 'after'}`;
      print(`${label} fresh: ${await start(entry, dataDir)} (load ${load()})`);
      print(`${label} existing: ${await start(entry, dataDir)} (load ${load()})`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
