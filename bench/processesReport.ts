import { type Machine, table } from './report.ts';

/** CPU used during the recorded seconds, in % of one core (200 % is both cores of a 2-core machine). */
export type CpuShares = { servers: number; postgres: number; loadGenerator: number };

export type LoadRun = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers other than 2xx plus socket errors and timeouts: a run with failures is not a throughput figure. */
  failures: number;
  /** Requests answered in the recorded seconds. */
  requests: number;
  cpu: CpuShares;
  durationSeconds: number;
};

export type RouteComparison = {
  label: string;
  request: string;
  one: LoadRun;
  two: LoadRun;
  /** 1-minute load average before the route's two runs (the bench's own processes included). */
  loadAverage: number;
};

export type ProcessesReport = {
  machine: Machine;
  connections: number;
  durationSeconds: number;
  apps: number;
  logRows: number;
  routes: RouteComparison[];
  loadAverageEnd: number;
};

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const both = (one: number, two: number, digits = 0) => `${fixed(one, digits)} / ${fixed(two, digits)}`;

/** Server and PostgreSQL CPU per answered request: the cost that does not move with the neighbours. */
export function cpuMicrosecondsPerRequest(run: LoadRun): number {
  if (run.requests === 0) return Number.NaN;
  const cpuMs = ((run.cpu.servers + run.cpu.postgres) / 100) * run.durationSeconds * 1000;
  return (cpuMs * 1000) / run.requests;
}

/**
 * Busy when the load average at the start, before the bench started anything, is over half the cores:
 * other work then shares the cores, so req/s are low bounds and latencies high bounds.
 */
export function isBusy(machine: Pick<Machine, 'loadAverage' | 'cores'>): boolean {
  return machine.loadAverage > machine.cores / 2;
}

function throughputTable(routes: RouteComparison[]): string {
  return table(
    [
      'route',
      'request',
      'req/s, 1 process',
      'req/s, 2 processes',
      '2 / 1',
      'p50 ms (1 / 2)',
      'p99 ms (1 / 2)',
      'failures (1 / 2)',
      'load average before',
    ],
    routes.map((r) => [
      r.label,
      `\`${r.request}\``,
      fixed(r.one.requestsPerSecond),
      fixed(r.two.requestsPerSecond),
      r.one.requestsPerSecond > 0 ? `${fixed(r.two.requestsPerSecond / r.one.requestsPerSecond, 2)}x` : 'n/a',
      both(r.one.latencyP50Ms, r.two.latencyP50Ms),
      both(r.one.latencyP99Ms, r.two.latencyP99Ms),
      both(r.one.failures, r.two.failures),
      fixed(r.loadAverage, 1),
    ]),
  );
}

function cpuTable(routes: RouteComparison[], cores: number): string {
  const row = (label: string, processes: string, run: LoadRun) => [
    label,
    processes,
    `${fixed(run.cpu.servers)} %`,
    `${fixed(run.cpu.postgres)} %`,
    `${fixed(run.cpu.loadGenerator)} %`,
    `${fixed(run.cpu.servers + run.cpu.postgres + run.cpu.loadGenerator)} % of ${cores * 100} %`,
    run.requests > 0 ? fixed(cpuMicrosecondsPerRequest(run)) : 'n/a',
  ];
  return table(
    [
      'route',
      'processes',
      'server processes',
      'PostgreSQL',
      'load generator',
      'all three',
      'server + PostgreSQL CPU µs per request',
    ],
    routes.flatMap((r) => [row(r.label, '1', r.one), row(r.label, '2', r.two)]),
  );
}

/** bench/results-processes.md: the machine, the method, the 1-vs-2 table and where the CPU went. */
export function renderProcessesReport(report: ProcessesReport): string {
  const { machine } = report;
  const busy = isBusy(machine)
    ? [
        '',
        `**The machine was busy** (load average ${fixed(machine.loadAverage, 2)} at the start on ${machine.cores} cores,`,
        'before the bench started anything): other work shared the cores, so every req/s is a low bound and',
        'every latency a high bound of what a quiet machine gives, and the 2 / 1 ratio is a high bound: the',
        'scheduler gives two busy processes a larger share of contended cores than one, which on a quiet machine',
        'they would not gain. The CPU per request is the figure that holds.',
      ]
    : [];
  return [
    '# Throughput with 1 and 2 server processes on one PostgreSQL',
    '',
    `Written by \`npm run bench:processes\` (bench/processes.ts; see bench/README.md). ${machine.date},`,
    `${machine.cores} × ${machine.cpu}, ${fixed(machine.ramGb, 1)} GB RAM, Node.js ${machine.node}, load average`,
    `${fixed(machine.loadAverage, 2)} at the start and ${fixed(report.loadAverageEnd, 2)} at the end.`,
    ...busy,
    '',
    'One embedded PostgreSQL, seeded once (demo identities, ' +
      `${report.apps.toLocaleString('en')} apps and ${report.logRows.toLocaleString('en')} log lines in the`,
    "signed-in developer's company), and two server processes on it started as `npm run serve` starts them",
    '(default configuration, info request log to a stdout nobody reads, `DATABASE_URL` set, one `FILES_DIR`,',
    '`LOG_QUERY_PER_USER=4` so that the one bench user meets the per-process limit of 4 searches, not its own 2).',
    `Each route: ${report.connections} keep-alive connections for ${report.durationSeconds} s after an unrecorded warm-up,`,
    `first all on process A (1 process), then ${report.connections / 2} on A and ${report.connections / 2} on B from one`,
    'autocannon given both addresses (2 processes): the same offered load, one latency histogram, one load',
    'generator. B stays up, idle, during the 1-process run. The log search is loaded by a number of requests',
    `(${report.connections * report.durationSeconds}) rather than for a time, so that no search is cut mid-wait (bench/processesRoutes.ts says why).`,
    '',
    throughputTable(report.routes),
    '',
    "The load average column is read before each route's runs and counts this bench's own processes too.",
    '',
    `CPU during the recorded seconds, in % of one core (the machine has ${machine.cores * 100} %): both server`,
    'processes (with anything they start), every PostgreSQL process, and the bench process running autocannon.',
    '',
    cpuTable(report.routes, machine.cores),
    '',
  ].join('\n');
}
