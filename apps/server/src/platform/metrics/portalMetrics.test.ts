import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { QueueStat } from '../jobs/queueStats.ts';
import { createPortalMetrics } from './portalMetrics.ts';

// No database is read by these: the pool and the PGlite thread are only asked for counters they keep.
const postgres = {
  kind: 'postgres',
  pool: { totalCount: 7, idleCount: 3, waitingCount: 2 },
} as unknown as Database;
const memory = vi.fn(async () => ({ heapBytes: 20_000_000, wasmBytes: 134_217_728 }));
const pglite = { kind: 'pglite', pglite: { pendingStatements: 4, memory } } as unknown as Database;

const stat = (queue: string, values: Partial<QueueStat> = {}): QueueStat => ({
  queue,
  queued: 0,
  deferred: 0,
  active: 0,
  oldestQueuedSeconds: 0,
  ...values,
});

function jobsReturning(read: () => Promise<QueueStat[]>) {
  return { queueStats: vi.fn(read) };
}

describe('createPortalMetrics', () => {
  it('gives each app a registry of its own, so two apps in one process do not collide', async () => {
    const jobs = jobsReturning(async () => []);
    const first = createPortalMetrics({ database: pglite, jobs }, () => {});
    const second = createPortalMetrics({ database: pglite, jobs }, () => {});
    first.http.observe({ method: 'GET', route: '/healthz', status_class: '2xx' }, 0.001);
    expect(first.registry).not.toBe(second.registry);
    expect(await first.registry.metrics()).toContain(
      'portal_http_request_duration_seconds_count{method="GET"',
    );
    expect(await second.registry.metrics()).not.toContain('route="/healthz"');
  });

  it('has the process metrics, event-loop delay among them', async () => {
    const metrics = createPortalMetrics({ database: pglite, jobs: jobsReturning(async () => []) }, () => {});
    const text = await metrics.registry.metrics();
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reads the queues once per scrape for all four job gauges', async () => {
    const jobs = jobsReturning(async () => [
      stat('builds', { queued: 3, deferred: 1, active: 2, oldestQueuedSeconds: 42.5 }),
      stat('log-retention'),
    ]);
    const metrics = createPortalMetrics({ database: pglite, jobs }, () => {});
    const text = await metrics.registry.metrics();
    expect(jobs.queueStats).toHaveBeenCalledTimes(1);
    expect(text).toContain('portal_jobs_queued{queue="builds"} 3');
    expect(text).toContain('portal_jobs_deferred{queue="builds"} 1');
    expect(text).toContain('portal_jobs_active{queue="builds"} 2');
    expect(text).toContain('portal_jobs_oldest_queued_age_seconds{queue="builds"} 42.5');
    expect(text).toContain('portal_jobs_queued{queue="log-retention"} 0');
  });

  it('leaves the job gauges empty, not stale, when the queues cannot be read, and says why', async () => {
    let fail = false;
    const jobs = jobsReturning(async () => {
      if (fail) throw new Error('connection lost');
      return [stat('builds', { queued: 5 })];
    });
    const warn = vi.fn();
    const metrics = createPortalMetrics({ database: pglite, jobs }, warn);
    expect(await metrics.registry.metrics()).toContain('portal_jobs_queued{queue="builds"} 5');
    fail = true;
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('queue="builds"');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'connection lost' }));
  });

  it('reports the PostgreSQL pool from its counters', async () => {
    const metrics = createPortalMetrics(
      { database: postgres, jobs: jobsReturning(async () => []) },
      () => {},
    );
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_db_pool_connections 7');
    expect(text).toContain('portal_db_pool_idle_connections 3');
    expect(text).toContain('portal_db_pool_waiting_requests 2');
    expect(text).not.toContain('portal_db_pglite_pending_statements');
  });

  it("reports PGlite's statement queue instead of a pool", async () => {
    const metrics = createPortalMetrics({ database: pglite, jobs: jobsReturning(async () => []) }, () => {});
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_db_pglite_pending_statements 4');
    expect(text).not.toContain('portal_db_pool_connections');
  });

  it("reports the PGlite thread's memory, and nothing rather than a stale figure while the thread is busy", async () => {
    const metrics = createPortalMetrics({ database: pglite, jobs: jobsReturning(async () => []) }, () => {});
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_db_pglite_thread_memory_bytes{area="js_heap"} 20000000');
    expect(text).toContain('portal_db_pglite_thread_memory_bytes{area="wasm"} 134217728');
    vi.useFakeTimers();
    try {
      memory.mockImplementationOnce(() => new Promise(() => {}));
      const scrape = metrics.registry.metrics();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await scrape).not.toContain('portal_db_pglite_thread_memory_bytes{');
      memory.mockRejectedValueOnce(new Error('PGlite is closed'));
      expect(await metrics.registry.metrics()).not.toContain('portal_db_pglite_thread_memory_bytes{');
    } finally {
      vi.useRealTimers();
    }
  });

  it('times builds and log searches by outcome', async () => {
    const metrics = createPortalMetrics({ database: pglite, jobs: jobsReturning(async () => []) }, () => {});
    metrics.buildDuration.observe({ outcome: 'succeeded' }, 12);
    metrics.logSearchDuration.observe({ outcome: 'timeout' }, 10);
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_build_duration_seconds_count{outcome="succeeded"} 1');
    expect(text).toContain('portal_log_search_duration_seconds_count{outcome="timeout"} 1');
  });
});
