import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createPortalMetrics } from './portalMetrics.ts';

/**
 * The checks of `promtool check metrics` (Prometheus' promlint, client_golang's testutil/promlint), which
 * is not installed on these machines, written over the exposition /metrics serves (it
 * warned on three default metric names). Each problem is worded as promtool words it.
 */
const NON_BASE_UNITS: Record<string, string> = {
  milliseconds: 'seconds',
  microseconds: 'seconds',
  nanoseconds: 'seconds',
  minutes: 'seconds',
  hours: 'seconds',
  days: 'seconds',
  weeks: 'seconds',
  kilobytes: 'bytes',
  megabytes: 'bytes',
  gigabytes: 'bytes',
  terabytes: 'bytes',
  petabytes: 'bytes',
  kibibytes: 'bytes',
  mebibytes: 'bytes',
  gibibytes: 'bytes',
  bits: 'bytes',
  percent: 'ratio',
  millimeters: 'meters',
  kilometers: 'meters',
  milligrams: 'grams',
  kilograms: 'grams',
};
const UNIT_ABBREVIATIONS = ['s', 'ms', 'us', 'ns', 'sec', 'b', 'kb', 'mb', 'gb', 'tb', 'pb', 'm', 'h', 'd'];
const TYPES = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];

type Family = { name: string; type: string; help: string; labels: Set<string> };

/** The metric families of a text exposition: their TYPE, HELP and the labels of their samples. */
function families(exposition: string): Family[] {
  const byName = new Map<string, Family>();
  const family = (name: string) => {
    const found = byName.get(name) ?? { name, type: 'untyped', help: '', labels: new Set<string>() };
    byName.set(name, found);
    return found;
  };
  for (const line of exposition.split('\n')) {
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') family(meta[2]!).type = meta[3]!;
      else family(meta[2]!).help = meta[3]!;
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? /.exec(line);
    if (!sample) continue;
    const name = sample[1]!;
    // A histogram's or summary's samples belong to its family.
    const base = [...byName.values()].find(
      (candidate) =>
        (candidate.type === 'histogram' || candidate.type === 'summary') &&
        /^(.*)_(bucket|sum|count)$/.exec(name)?.[1] === candidate.name,
    );
    const owner = base ?? family(name);
    for (const [, label] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="/g))
      owner.labels.add(label!);
  }
  return [...byName.values()];
}

/** promlint's problems with one family, as `name: text`. */
function lint({ name, type, help, labels }: Family): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${name}: ${text}`);
  const pieces = name.split('_');
  if (help === '') say('no help text');
  for (const piece of pieces)
    if (NON_BASE_UNITS[piece]) say(`use base unit "${NON_BASE_UNITS[piece]}" instead of "${piece}"`);
  if (type === 'counter' && !name.endsWith('_total')) say('counter metrics should have "_total" suffix');
  if (type !== 'counter' && name.endsWith('_total'))
    say('non-counter metrics should not have "_total" suffix');
  if (type !== 'histogram' && type !== 'summary')
    for (const suffix of ['_bucket', '_count', '_sum'])
      if (name.endsWith(suffix))
        say(`non-histogram and non-summary metrics should not have "${suffix}" suffix`);
  if (type !== 'histogram' && labels.has('le')) say('non-histogram metrics should not have "le" label');
  if (type !== 'summary' && labels.has('quantile'))
    say('non-summary metrics should not have "quantile" label');
  for (const piece of pieces)
    if (TYPES.includes(piece)) say(`metric name should not include type '${piece}'`);
  if (name.includes(':')) say("metric names should not contain ':'");
  if (/[a-z][A-Z]/.test(name)) say("metric names should be written in 'snake_case' not 'camelCase'");
  for (const label of labels)
    if (/[a-z][A-Z]/.test(label)) say("label names should be written in 'snake_case' not 'camelCase'");
  for (const piece of pieces)
    if (UNIT_ABBREVIATIONS.includes(piece)) say('metric names should not contain abbreviated units');
  return problems;
}

describe('the metrics /metrics serves pass the checks of promtool check metrics', () => {
  it('finds the problems promtool reports on a made-up exposition', () => {
    const problems = families(
      [
        '# HELP requests Requests.',
        '# TYPE requests counter',
        'requests 1',
        '# HELP open_total Open.',
        '# TYPE open_total gauge',
        'open_total 2',
        '# TYPE latency_ms gauge',
        'latency_ms{httpMethod="GET"} 3',
        '# HELP wait_milliseconds Wait.',
        '# TYPE wait_milliseconds histogram',
        'wait_milliseconds_bucket{le="+Inf"} 1',
        'wait_milliseconds_sum 1',
        'wait_milliseconds_count 1',
      ].join('\n'),
    ).flatMap(lint);
    expect(problems).toEqual([
      'requests: counter metrics should have "_total" suffix',
      'open_total: non-counter metrics should not have "_total" suffix',
      'latency_ms: no help text',
      "latency_ms: label names should be written in 'snake_case' not 'camelCase'",
      'latency_ms: metric names should not contain abbreviated units',
      'wait_milliseconds: use base unit "seconds" instead of "milliseconds"',
    ]);
  });

  it('has no problem in the portal registry: the default metrics and its own', async () => {
    const database = {
      kind: 'pglite',
      pglite: { pendingStatements: 0, memory: vi.fn(async () => ({ heapBytes: 1, wasmBytes: 2 })) },
    } as unknown as Database;
    const metrics = createPortalMetrics({ database, jobs: { queueStats: async () => [] } }, () => {});
    metrics.http.observe({ method: 'GET', route: '/healthz', status_class: '2xx' }, 0.001);
    const found = families(await metrics.registry.metrics());
    // The exposition is the whole of it: process, Node.js and the portal's own families.
    expect(found.map((family) => family.name)).toEqual(
      expect.arrayContaining(['process_cpu_seconds_total', 'nodejs_active_handles', 'portal_jobs_queued']),
    );
    expect(found.flatMap(lint)).toEqual([]);
  });
});
