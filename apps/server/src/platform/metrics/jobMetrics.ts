import { Gauge, type Registry } from 'prom-client';
import type { Jobs } from '../jobs/jobs.ts';
import type { QueueStat } from '../jobs/queueStats.ts';

type Warn = (error: unknown) => void;

const gauges: { name: string; help: string; value: (stat: QueueStat) => number }[] = [
  {
    name: 'portal_jobs_queued',
    help: 'Jobs ready to run that no worker has taken yet, per pg-boss queue',
    value: (stat) => stat.queued,
  },
  {
    name: 'portal_jobs_deferred',
    help: 'Jobs waiting for a later start time (scheduled, or a retry delay), per pg-boss queue',
    value: (stat) => stat.deferred,
  },
  {
    name: 'portal_jobs_active',
    help: 'Jobs being run by a worker of any process, per pg-boss queue',
    value: (stat) => stat.active,
  },
  {
    name: 'portal_jobs_oldest_queued_age_seconds',
    help: 'How long the oldest ready job of the pg-boss queue has waited for a worker; 0 when none waits',
    value: (stat) => stat.oldestQueuedSeconds,
  },
];

/**
 * Queue gauges read on scrape, never in between. prom-client collects the gauges of one scrape at the
 * same time, so they share one read (one statement, which on PGlite runs on the database's worker
 * thread like any other). A failed read leaves the gauges empty rather than stale, and is logged.
 */
export function registerJobMetrics(registry: Registry, jobs: Pick<Jobs, 'queueStats'>, warn: Warn): void {
  let reading: Promise<QueueStat[]> | undefined;
  const readOnce = () => {
    reading ??= jobs
      .queueStats()
      .catch((error: unknown) => {
        warn(error);
        return [];
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  for (const { name, help, value } of gauges) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const stats = await readOnce();
        this.reset();
        for (const stat of stats) this.set({ queue: stat.queue }, value(stat));
      },
    });
  }
}
