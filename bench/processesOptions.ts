/** The routes bench/processes.ts can load, in the order it measures them. */
export const PROCESSES_ROUTES = ['healthz', 'sessionInfo', 'appsList', 'logSearch', 'appWrite'] as const;
export type ProcessesRoute = (typeof PROCESSES_ROUTES)[number];

export type ProcessesOptions = {
  /** Recorded seconds per route and process count, after an unrecorded warm-up of up to 2 s. */
  durationSeconds: number;
  /** Connections in all, split evenly over the processes: the same offered load for 1 and for 2. */
  connections: number;
  /** Apps in the signed-in user's company (the list reads a page of 100 of them). */
  apps: number;
  /** Log lines of that company over 30 days (the logs bench's fixture, smaller). */
  logRows: number;
  routes: ProcessesRoute[];
};

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  const value = text === undefined || text === '' ? fallback : Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
}

/**
 * The bench's settings from the environment, as the other benches take theirs (BENCH_DURATION,
 * BENCH_CONNECTIONS), checked before anything starts so a typo does not cost a PostgreSQL start-up.
 */
export function parseProcessesOptions(env: NodeJS.ProcessEnv): ProcessesOptions {
  const connections = whole(env, 'BENCH_CONNECTIONS', 10, 2);
  // Each process gets connections / 2 in the two-process run; an odd count would load one more than the other.
  if (connections % 2 !== 0) throw new Error('BENCH_CONNECTIONS must be even (split over two processes)');
  const routes = (env.BENCH_ROUTES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = routes.filter((name) => !(PROCESSES_ROUTES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`BENCH_ROUTES: unknown ${unknown.join(', ')} (known: ${PROCESSES_ROUTES.join(', ')})`);
  }
  return {
    durationSeconds: whole(env, 'BENCH_DURATION', 10, 1),
    connections,
    apps: whole(env, 'BENCH_APPS_LIST_ROWS', 3_000, 100),
    logRows: whole(env, 'BENCH_LOG_ROWS', 200_000, 1),
    routes: routes.length ? PROCESSES_ROUTES.filter((name) => routes.includes(name)) : [...PROCESSES_ROUTES],
  };
}
