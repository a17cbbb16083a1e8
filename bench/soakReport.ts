/** The pure parts of `npm run bench:soak` (bench/soak.ts): its arguments, its verdict and its report. */

export type SoakOptions = { minutes: number; connections: number };

export const SOAK_DEFAULTS: SoakOptions = { minutes: 10, connections: 50 };

/** What the soak must show: 0 errors and RSS growth under 10 % from the first minute's end to the end. */
export const RSS_GROWTH_LIMIT_PERCENT = 10;
export const BASELINE_SECONDS = 60;

/** `npm run bench:soak -- [minutes] [connections]`; anything else is refused with what a good value is. */
export function parseSoakArgs(args: string[]): SoakOptions {
  if (args.length > 2) throw new Error('usage: npm run bench:soak -- [minutes] [connections]');
  const [minutes, connections] = args;
  return {
    minutes: minutes === undefined ? SOAK_DEFAULTS.minutes : positive('minutes', minutes, 0.1, 24 * 60),
    connections:
      connections === undefined ? SOAK_DEFAULTS.connections : whole('connections', connections, 2, 1_000),
  };
}

function positive(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${text}"`);
  return value;
}

function whole(name: string, text: string, min: number, max: number): number {
  // Two connections at least: the load is split between the two endpoints.
  const value = positive(name, text, min, max);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return value;
}

/** What one endpoint's load counted so far: answers by class and the failures autocannon saw. */
export type EndpointCounts = { ok: number; non2xx: number; timeouts: number; socketErrors: number };

export const emptyCounts = (): EndpointCounts => ({ ok: 0, non2xx: 0, timeouts: 0, socketErrors: 0 });

export const errorsOf = (counts: EndpointCounts) => counts.non2xx + counts.timeouts + counts.socketErrors;

/** One sample each 10 s: the server's resident memory and the running totals. */
export type SoakSample = {
  seconds: number;
  rssMb: number;
  loadAverage: number;
  endpoints: Record<string, EndpointCounts>;
};

export type SoakVerdict = {
  errors: number;
  /** RSS at the first sample at or after the first minute (its time in seconds), and at the last sample. */
  baselineSeconds: number;
  baselineRssMb: number;
  finalRssMb: number;
  rssGrowthPercent: number;
  passed: boolean;
};

export function soakVerdict(samples: SoakSample[]): SoakVerdict {
  const last = samples.at(-1);
  if (!last) throw new Error('no samples: the soak did not run');
  // A run shorter than a minute has no "end of the first minute": its first sample stands in.
  const baseline = samples.find((sample) => sample.seconds >= BASELINE_SECONDS) ?? samples[0]!;
  const errors = Object.values(last.endpoints).reduce((sum, counts) => sum + errorsOf(counts), 0);
  const rssGrowthPercent = (100 * (last.rssMb - baseline.rssMb)) / baseline.rssMb;
  return {
    errors,
    baselineSeconds: baseline.seconds,
    baselineRssMb: baseline.rssMb,
    finalRssMb: last.rssMb,
    rssGrowthPercent,
    passed: errors === 0 && rssGrowthPercent < RSS_GROWTH_LIMIT_PERCENT,
  };
}

export type SoakRun = {
  options: SoakOptions;
  /** Machine line from bench/report.ts describeMachine(), already formatted. */
  machine: string;
  samples: SoakSample[];
  latency: Record<string, { p50: number; p99: number; max: number }>;
};

export function renderSoakReport(run: SoakRun): string {
  const verdict = soakVerdict(run.samples);
  const names = Object.keys(run.samples.at(-1)!.endpoints);
  const last = run.samples.at(-1)!;
  const loads = run.samples.map((sample) => sample.loadAverage);
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [
    '# Soak',
    '',
    `Written by \`npm run bench:soak\` (bench/soak.ts; see bench/README.md). ${run.machine}`,
    `${run.options.minutes} min, ${run.options.connections} connections split between ${names.join(' and ')};`,
    `load average from ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the run.`,
    '',
    `**${verdict.passed ? 'PASS' : 'FAIL'}**: ${verdict.errors} errors (aim 0); RSS ${verdict.baselineRssMb.toFixed(0)} MB at ${verdict.baselineSeconds} s (the first minute's end), ${verdict.finalRssMb.toFixed(0)} MB at the end: ${signed(verdict.rssGrowthPercent)} % (aim under ${RSS_GROWTH_LIMIT_PERCENT} %).`,
    '',
    line(['endpoint', 'answers 2xx', 'non-2xx', 'timeouts', 'socket errors', 'p50 ms', 'p99 ms', 'max ms']),
    line(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...names.map((name) => {
      const counts = last.endpoints[name]!;
      const latency = run.latency[name];
      return line([
        name,
        counts.ok,
        counts.non2xx,
        counts.timeouts,
        counts.socketErrors,
        latency?.p50 ?? 'n/a',
        latency?.p99 ?? 'n/a',
        latency?.max ?? 'n/a',
      ]);
    }),
    '',
    line(['s', 'RSS MB', 'load', ...names.map((name) => `${name} answers`), 'errors']),
    line(['---', '---', '---', ...names.map(() => '---'), '---']),
    ...run.samples.map((sample) =>
      line([
        sample.seconds,
        sample.rssMb.toFixed(0),
        sample.loadAverage.toFixed(1),
        ...names.map((name) => sample.endpoints[name]!.ok),
        Object.values(sample.endpoints).reduce((sum, counts) => sum + errorsOf(counts), 0),
      ]),
    ),
    '',
  ].join('\n');
}

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
