/**
 * Where an idle server's memory is: `npm run serve:built` on a fresh DATA_DIR (the demo
 * world seeded), default configuration, `BENCH_IDLE_SECONDS` (20) after ready with no request (and RSS
 * again once it settled); then RSS
 * from /proc, split into the main thread's V8 heap, the PGlite thread's heap and WebAssembly memory (the
 * server's own gauges, read on METRICS_PORT; its resident part from smaps), the threads alive and what the rest
 * is (anonymous or file).
 *   node --import tsx bench/idleMemory.ts [runs]      BENCH_PORT, BENCH_METRICS_PORT: ports to use
 *   BENCH_NODE_ARGS='--flag ...'                       flags added to the serve command's (a variant)
 * Not part of `npm run bench` (one start is ~10 s plus the wait); `runIdleMemory` is, once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs } from './processCpu.ts';
import { freePort, type ServedFrom, startServed } from './startup.ts';

export type IdleMemory = {
  readyMs: number;
  /** CPU time (every thread) from spawn to ready. */
  readyCpuMs: number;
  rssMb: number;
  /**
   * RSS once it has settled: V8's memory reducer gives back the seed's pages some 10-25 s after ready, so the
   * 20 s reading lands before or after it from run to run (bench/README, "Idle memory, what holds it").
   */
  settledRssMb: number;
  /** Seconds after ready when RSS was last read for `settledRssMb`. */
  settledAfterS: number;
  /** Anonymous memory (heaps, malloc, WebAssembly) and file-backed (code, mapped files) of the RSS. */
  anonMb: number;
  fileMb: number;
  threads: number;
  /** Main thread: V8 heap in use / its size; memory held for JS outside the heap (buffers). */
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  /** The PGlite thread: its V8 heap in use and PostgreSQL's WebAssembly memory. */
  pgliteHeapMb: number;
  pgliteWasmMb: number;
  /** Of that WebAssembly memory, the part resident (smaps), which the gauge's declared size does not tell. */
  pgliteWasmRssMb: number;
  /** 1-minute load average when the figure was read. */
  load: number;
};

const MB = 1024 * 1024;
/** RSS has settled when it moved by less than this over the window below; read at most until the limit. */
const SETTLED_MB = 2;
const SETTLED_WINDOW_S = 10;
const SETTLED_LIMIT_S = 90;

function procKb(file: string, key: string): number {
  const text = fs.readFileSync(file, 'utf8');
  return Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
}

function gauge(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

/**
 * Resident MB of PGlite's WebAssembly memory: the one read-write anonymous mapping that V8 follows with the
 * rest of its 8 GB reservation (no access) (bench/README, "Idle memory, what holds it").
 */
function wasmRssMb(pid: number): number {
  const maps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  const size = (head: string) => {
    const [start, end] = head
      .split(' ')[0]!
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return end! - start!;
  };
  for (let i = 0; i + 1 < maps.length; i++) {
    const [head, next] = [maps[i]!, maps[i + 1]!];
    if (head.split(' ')[1] === 'rw-p' && next.split(' ')[1] === '---p' && size(next) > 4 * 1024 * MB)
      return Number(/^Rss:\s+(\d+) kB/m.exec(head)?.[1] ?? Number.NaN) / 1024;
  }
  return Number.NaN;
}

/** Polls RSS each second until it moved by less than SETTLED_MB over SETTLED_WINDOW_S, or SETTLED_LIMIT_S. */
async function settledRss(pid: number, fromS: number): Promise<{ rssMb: number; afterS: number }> {
  const readings = [procKb(`/proc/${pid}/status`, 'VmRSS') / 1024];
  for (let s = fromS; s < SETTLED_LIMIT_S; s++) {
    const window = readings.slice(-SETTLED_WINDOW_S - 1);
    if (window.length > SETTLED_WINDOW_S && Math.max(...window) - Math.min(...window) < SETTLED_MB)
      return { rssMb: readings.at(-1)!, afterS: s };
    await sleep(1000);
    readings.push(procKb(`/proc/${pid}/status`, 'VmRSS') / 1024);
  }
  return { rssMb: readings.at(-1)!, afterS: SETTLED_LIMIT_S };
}

/** One fresh start, measured `idleSeconds` after ready (and again once RSS settled) and stopped. */
export async function runIdleMemory(
  idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20),
  env: Record<string, string> = {},
  from: ServedFrom = 'bundle',
): Promise<IdleMemory> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-idle-'));
  const metricsPort = Number(process.env.BENCH_METRICS_PORT ?? (await freePort()));
  try {
    const server = await startServed(dataDir, { METRICS_PORT: String(metricsPort), ...env }, undefined, from);
    try {
      const readyCpuMs = cpuMs(server.pid);
      await sleep(idleSeconds * 1000);
      // /proc first: the scrape below allocates (and asks the PGlite thread for its figures).
      const rssKb = procKb(`/proc/${server.pid}/status`, 'VmRSS');
      const anonKb = procKb(`/proc/${server.pid}/smaps_rollup`, 'Anonymous');
      const threads = fs.readdirSync(`/proc/${server.pid}/task`).length;
      const load = os.loadavg()[0]!;
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const settled = await settledRss(server.pid, idleSeconds);
      const pgliteWasmRss = wasmRssMb(server.pid);
      return {
        readyMs: server.readyMs,
        readyCpuMs,
        rssMb: rssKb / 1024,
        settledRssMb: settled.rssMb,
        settledAfterS: settled.afterS,
        anonMb: anonKb / 1024,
        fileMb: (rssKb - anonKb) / 1024,
        threads,
        heapUsedMb: gauge(text, 'nodejs_heap_size_used_bytes') / MB,
        heapTotalMb: gauge(text, 'nodejs_heap_size_total_bytes') / MB,
        externalMb: gauge(text, 'nodejs_external_memory_bytes') / MB,
        pgliteHeapMb: gauge(text, 'portal_db_pglite_thread_memory_bytes{area="js_heap"}') / MB,
        pgliteWasmMb: gauge(text, 'portal_db_pglite_thread_memory_bytes{area="wasm"}') / MB,
        pgliteWasmRssMb: pgliteWasmRss,
        load,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatIdleMemory(m: IdleMemory): string {
  const f = (n: number) => n.toFixed(0);
  return (
    `RSS ${f(m.rssMb)} MB (anon ${f(m.anonMb)}, file ${f(m.fileMb)}), settled ${f(m.settledRssMb)} MB ` +
    `${f(m.settledAfterS)} s after ready, ${m.threads} threads; ` +
    `main heap ${f(m.heapUsedMb)}/${f(m.heapTotalMb)} MB, external ${f(m.externalMb)}; ` +
    `PGlite heap ${f(m.pgliteHeapMb)}, wasm ${f(m.pgliteWasmMb)} MB (${f(m.pgliteWasmRssMb)} resident settled); ready ${f(m.readyMs)} ms (CPU ${f(m.readyCpuMs)}); load ${m.load.toFixed(1)}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 1);
  for (let i = 0; i < runs; i++) process.stdout.write(`${formatIdleMemory(await runIdleMemory())}\n`);
}
