import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleEntry, serveEntry, serveEnv, serveNodeArgs } from '../apps/server/src/serveCommand.ts';

export type StartupResult = {
  label: string;
  /**
   * From spawn to the first 200 of `GET /`, the page a user opens: a fresh start answers it while the demo
   * world is made (docs/decisions/demo-seed-after-listen.md).
   */
  firstAnswerMs: number;
  /** From spawn to the first 200 of /readyz: config, database, migrations, listen, the demo world made. */
  readyMs: number;
  /** Resident memory after ready and 2 s idle, from /proc/<pid>/status. */
  idleRssMb: number;
};

const POLL_MS = 25;
const IDLE_MS = 2_000;
const TIMEOUT_MS = 120_000;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function answers200(port: number, route: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route}`);
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

export type ServedServer = {
  port: number;
  pid: number;
  /** Spawn to the first 200 of `GET /` (the web app built), or of /readyz if that came first. */
  firstAnswerMs: number;
  readyMs: number;
  stop(): Promise<void>;
};

/**
 * `bundle`: `npm run serve:built`, what `npm start` runs; `source`: `npm run serve`; or the path of another
 * entry (a copy of an earlier bundle, for a before/after in turns).
 */
export type ServedFrom = 'bundle' | 'source' | { entry: string };

function entryOf(from: ServedFrom): string {
  if (from === 'bundle') return bundleEntry;
  if (from === 'source') return serveEntry;
  return from.entry;
}

/**
 * Starts the server as `npm start` does (the bundle, without npm in between; `from: 'source'` as
 * `npm run serve` does) on `dataDir` with `env` over the bench's own environment, and resolves once
 * `/readyz` answers 200 (the demo world made), with when `GET /` first answered 200. Its stdout (the request log at the default level) goes nowhere, as a service's
 * would to a log collector: serialising it is still paid.
 */
export async function startServed(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = TIMEOUT_MS,
  from: ServedFrom = 'bundle',
  /** Where the server's JSON log lines go: a file descriptor, or nowhere. */
  stdout: 'ignore' | number = 'ignore',
): Promise<ServedServer> {
  if (from === 'bundle' && !fs.existsSync(bundleEntry))
    throw new Error(`${bundleEntry} is missing: run npm run build first`);
  // BENCH_PORT: a port of the bench runner's own, on a machine whose ports are shared out.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const startedAt = performance.now();
  // BENCH_NODE_ARGS: Node or V8 flags added to the serve command's, for a variant measured in turns.
  const variantArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serveNodeArgs, ...variantArgs, entryOf(from)], {
    env: { ...process.env, ...serveEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  let firstAnswerMs: number | undefined;
  try {
    for (;;) {
      // The page is asked until it answers, then readiness alone.
      if (firstAnswerMs === undefined && (await answers200(port, '/')))
        firstAnswerMs = performance.now() - startedAt;
      if (await answers200(port, '/readyz')) break;
      if (child.exitCode !== null)
        throw new Error(`server exited with code ${child.exitCode} during start-up`);
      if (performance.now() - startedAt > timeoutMs) throw new Error('server not ready in time');
      await sleep(POLL_MS);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = performance.now() - startedAt;
  return { port, pid: child.pid!, firstAnswerMs: firstAnswerMs ?? readyMs, readyMs, stop };
}

/** One start, measured and stopped (start-up is measured at warn: its log lines are not the figure). */
async function startOnce(label: string, dataDir: string, from: ServedFrom): Promise<StartupResult> {
  const server = await startServed(dataDir, { LOG_LEVEL: 'warn' }, TIMEOUT_MS, from);
  try {
    await sleep(IDLE_MS);
    return {
      label,
      firstAnswerMs: server.firstAnswerMs,
      readyMs: server.readyMs,
      idleRssMb: rssMb(server.pid),
    };
  } finally {
    await server.stop();
  }
}

/**
 * A cold start on an empty DATA_DIR (creates the database, migrates, seeds), then a warm one on it, as
 * `npm start` runs the server; then a warm one from source (`npm run serve`), what the bundle saves.
 */
export async function runStartupBench(): Promise<StartupResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
  try {
    const cold = await startOnce('fresh DATA_DIR', dataDir, 'bundle');
    const warm = await startOnce('existing DATA_DIR', dataDir, 'bundle');
    const source = await startOnce('existing DATA_DIR, from source', dataDir, 'source');
    return [cold, warm, source];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
