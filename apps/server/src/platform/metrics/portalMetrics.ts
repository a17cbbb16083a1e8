import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { registerDatabaseMetrics } from './databaseMetrics.ts';
import { httpDurationHistogram } from './httpMetrics.ts';
import { registerJobMetrics } from './jobMetrics.ts';

/** What a service needs to time its work: an observe by outcome (prom-client's Histogram fits it). */
export type DurationObserver<Outcome extends string> = {
  observe(labels: { outcome: Outcome }, seconds: number): void;
};

export type BuildOutcome = 'succeeded' | 'failed' | 'error';
export type LogSearchOutcome = 'ok' | 'timeout' | 'error';

export type PortalMetrics = {
  /** This app's own registry: GET /metrics on METRICS_PORT serialises it. */
  registry: Registry;
  http: ReturnType<typeof httpDurationHistogram>;
  buildDuration: Histogram<'outcome'>;
  logSearchDuration: Histogram<'outcome'>;
};

const SUMMED_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * One registry per app, not prom-client's global one: tests build several apps in one process, and two
 * registrations of a name in one registry throw (docs/decisions/metrics.md).
 */
export function createPortalMetrics(
  { database, jobs }: { database: Database; jobs: Pick<Jobs, 'queueStats'> },
  warn: (error: unknown) => void,
): PortalMetrics {
  const registry = new Registry();
  // process_* and nodejs_*: CPU, memory, handles, GC, and the event-loop delay (perf_hooks'
  // monitorEventLoopDelay, as nodejs_eventloop_lag_*_seconds).
  collectDefaultMetrics({ register: registry });
  // prom-client serves each of these gauges' sum under a `_total` name too, which Prometheus keeps for
  // counters: `promtool check metrics` warns on them. The families by type stay
  // (nodejs_active_handles{type}, ...): `sum(nodejs_active_handles)` is the total.
  for (const name of SUMMED_GAUGES) registry.removeSingleMetric(name);
  registerJobMetrics(registry, jobs, warn);
  registerDatabaseMetrics(registry, database);
  return {
    registry,
    http: httpDurationHistogram(registry),
    buildDuration: new Histogram({
      name: 'portal_build_duration_seconds',
      help: 'Time a build worker took from claiming a build to its result, by outcome (error: retried)',
      labelNames: ['outcome'],
      buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
      registers: [registry],
    }),
    logSearchDuration: new Histogram({
      name: 'portal_log_search_duration_seconds',
      help: 'Time a log search took in the database, by outcome (timeout: past LOG_SEARCH_TIMEOUT_MS)',
      labelNames: ['outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
  };
}

/** Seconds since `startedAt` (a performance.now() reading). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}
