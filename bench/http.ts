import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export type LoadOptions = { connections: number; durationSeconds: number };

export type HttpResult = {
  target: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Responses other than 2xx plus socket errors and timeouts: a non-zero figure voids the row. */
  failures: number;
};

export type RunningServer = {
  port: number;
  child: ChildProcess;
  cookie: string;
  csrfToken?: string;
  databaseUrl?: string;
};

/**
 * `cwd`: the checkout whose bench server runs (bench/compareTrees.ts runs two); this one by default. The
 * bench server keeps tsx's loader (unlike `npm run serve`): an older checkout compared may hold TypeScript
 * that Node's type stripping cannot run.
 */
export async function startServer(
  mode: 'portal' | 'portal-postgres' | 'bare',
  extraArgs: string[] = [],
  cwd?: string,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/benchServer.ts', mode, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd,
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`bench server "${mode}" exited with code ${code} before listening`);
  });
  const listening = (async () => {
    for await (const line of lines) {
      const parsed = JSON.parse(line) as Omit<RunningServer, 'child'>;
      if (parsed.port) return { ...parsed, cookie: parsed.cookie ?? '' };
    }
    throw new Error(`bench server "${mode}" closed its output before listening`);
  })();
  return { ...(await Promise.race([listening, exited])), child };
}

export async function stopServer({ child }: RunningServer): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function load(
  url: string,
  options: LoadOptions,
  headers: Record<string, string>,
): Promise<autocannon.Result> {
  return autocannon({ url, connections: options.connections, duration: options.durationSeconds, headers });
}

export async function measure(
  target: string,
  port: number,
  path: string,
  options: LoadOptions,
  /** Sent with every request: a session cookie, the company header of a console call. */
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const url = `http://127.0.0.1:${port}${path}`;
  // A short unrecorded run first: JIT, route caches and the database's first queries are not the figure.
  await load(
    url,
    { connections: options.connections, durationSeconds: Math.min(2, options.durationSeconds) },
    headers,
  );
  const result = await load(url, options, headers);
  return {
    target,
    path,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The baseline is measured before and after the portal (both servers up, one loaded at a time) so that
 * a machine that gets busier or quieter during the run shows as two different baseline rows.
 */
export async function runHttpBench(options: LoadOptions): Promise<HttpResult[]> {
  const bare = await startServer('bare');
  try {
    const portal = await startServer('portal');
    try {
      return [
        await measure('bare Fastify (before)', bare.port, '/hello', options),
        await measure('portal', portal.port, '/healthz', options),
        await measure('portal', portal.port, '/api/v1/flags', options),
        await measure('portal, signed in', portal.port, '/api/v1/sessionInfo', options, {
          cookie: portal.cookie,
        }),
        ...(await measurePostgres(options)),
        await measure('bare Fastify (after)', bare.port, '/hello', options),
      ];
    } finally {
      await stopServer(portal);
    }
  } finally {
    await stopServer(bare);
  }
}

/** The session read again with the portal on PostgreSQL (its own row), one server at a time. */
async function measurePostgres(options: LoadOptions): Promise<HttpResult[]> {
  const portal = await startServer('portal-postgres');
  try {
    return [
      await measure('portal on PostgreSQL, signed in', portal.port, '/api/v1/sessionInfo', options, {
        cookie: portal.cookie,
      }),
    ];
  } finally {
    await stopServer(portal);
  }
}

/** Mean of the baseline rows: the denominator of the "of bare Fastify" share. */
export function baselineRequestsPerSecond(results: HttpResult[]): number {
  const bare = results.filter((r) => r.target.startsWith('bare Fastify'));
  return bare.length ? bare.reduce((sum, r) => sum + r.requestsPerSecond, 0) / bare.length : 0;
}
