import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { serveEnv, serveNodeArgs } from '../../src/serveCommand.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** Parsed JSON log lines from stdout. */
  logs(): Array<Record<string, unknown> & { msg?: string }>;
  waitForLog(msg: string | RegExp, timeoutMs?: number): Promise<void>;
  exited(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * The variables that give a child this process's clock: a test run moved in time with faketime (README,
 * "Test it") must move its server too, or cookies and date ranges cross two clocks a year apart.
 */
function sameClock(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        /^(LD_PRELOAD|FAKETIME.*|DONT_FAKE_MONOTONIC)$/.test(entry[0]) && entry[1] !== undefined,
    ),
  );
}

/**
 * Starts the server exactly as `npm run serve` does, with only the given configuration; `entry` another
 * main module, such as a bundle of the server (`npm start` runs apps/server/dist/server.mjs).
 */
export function startServer(env: Record<string, string>, entry = mainTs): ServerProcess {
  const child = spawn(process.execPath, [...serveNodeArgs, entry], {
    cwd: repoRoot,
    env: {
      ...sameClock(),
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      ...serveEnv,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(os.tmpdir(), 'portal-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr!.on('data', (chunk) => {
    err += String(chunk);
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const logs = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string });

  const describe = () => `\n--- stdout ---\n${out}\n--- stderr ---\n${err}`;
  return {
    child,
    pid: child.pid!,
    stdout: () => out,
    stderr: () => err,
    logs,
    async waitForLog(msg, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const matches = (m: unknown) => (typeof msg === 'string' ? m === msg : msg.test(String(m)));
      while (!logs().some((line) => matches(line.msg))) {
        if (child.exitCode !== null)
          throw new Error(`server exited (${child.exitCode}) before "${msg}"${describe()}`);
        if (Date.now() > deadline) throw new Error(`no "${msg}" within ${timeoutMs} ms${describe()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async exited(timeoutMs = 60_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`server still running after ${timeoutMs} ms${describe()}`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([exit, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Stops a server a test left running (a failed assertion), so no process outlives the tests. */
export function killIfRunning(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL');
}

const tempDirs: string[] = [];

/** A new folder under the OS temp dir, removed by removeTempDirs() (a PGlite directory is ~40 MB). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Every file under `dir` with a hash of its content: proof that nothing was reset or deleted. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

/** Polls `check` until it answers something other than undefined; generous: the machine may be loaded. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a stopped server's PGlite DATA_DIR for `work`, and closes it. */
export async function withDatabase<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(dataDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
