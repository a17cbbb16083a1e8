import { SLICE_SIZES, type SliceSizes, slicesOf } from './logSlices.ts';
import { type LogCursor, LogQueryTimeout } from './logs.repository.ts';
import {
  type ActiveUserRow,
  type AppUsageRow,
  type AuditCriteria,
  type AuditStoredRow,
  type BucketRow,
  type MetricsCriteria,
  roundedLatency,
  type SelfUsageRow,
  type TotalsRow,
} from './metrics.repository.ts';
import type { MetricsSlicesRepository, SelfUsagePart } from './metricsSlices.repository.ts';
import { percentilesCont } from './percentiles.ts';

const FRACTIONS = [0.5, 0.95, 0.99] as const;

/** The aggregates read no regex: a row costs microseconds, so slices start large (logSlices.ts). */
const SIZES: SliceSizes = { ...SLICE_SIZES, firstRows: SLICE_SIZES.firstRowsWithoutRegex };

function addTo<K>(counts: Map<K, number>, key: K, n: number): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);

/**
 * The dashboards, active users and audit pages of metrics.service.ts on the embedded database: each read
 * in slices of bounded rows (slicesOf), the slices' parts merged exactly (counts added, distinct
 * users and apps as sets, durations as counts per value from which the percentiles are computed as
 * PostgreSQL computes them), then ordered by one small statement over the merged rows. The answers are
 * the unsliced statements' (metricsSlices.api.test.ts). A read is not one snapshot: a line written
 * between two slices is counted if it falls in a part of the range not read yet.
 */
export function slicedMetrics(repo: MetricsSlicesRepository, timeoutMs: number, sizes: SliceSizes = SIZES) {
  const expired = () => new LogQueryTimeout('sliced metrics read timed out');
  const started = () => {
    const at = Date.now();
    return () => Math.max(1, timeoutMs - (Date.now() - at)) + sizes.graceMs;
  };

  return {
    async dashboard(
      criteria: MetricsCriteria,
      seconds: number,
      appLimit: number,
    ): Promise<{ buckets: BucketRow[]; totals: TotalsRow; apps: AppUsageRow[] }> {
      const left = started();
      const buckets = new Map<number, { requests: number; errors: number; durations: Map<number, number> }>();
      const durations = new Map<number, number>();
      const users = new Set<string>();
      const byApp = new Map<string, { requests: number; errors: number; users: Set<string> }>();
      let requests = 0;
      let errors = 0;
      const slices = slicesOf(
        criteria,
        timeoutMs,
        (window, after: LogCursor | undefined, rows, leftMs) =>
          repo.dashboardSlice(window, seconds, after, rows, leftMs),
        expired,
        sizes,
      );
      for await (const slice of slices) {
        for (const part of slice.durations) {
          const bucket = buckets.get(part.bucket) ?? { requests: 0, errors: 0, durations: new Map() };
          buckets.set(part.bucket, bucket);
          bucket.requests += part.n;
          bucket.errors += part.errors;
          if (part.ms !== null) {
            addTo(bucket.durations, part.ms, part.n);
            addTo(durations, part.ms, part.n);
          }
        }
        for (const part of slice.users) {
          requests += part.requests;
          errors += part.errors;
          if (part.user !== null) users.add(part.user);
          if (part.appId === null) continue;
          const app = byApp.get(part.appId) ?? { requests: 0, errors: 0, users: new Set() };
          byApp.set(part.appId, app);
          app.requests += part.requests;
          app.errors += part.errors;
          if (part.user !== null) app.users.add(part.user);
        }
      }
      const apps = await repo.rankAppUsage(
        [...byApp].map(([appId, app]) => ({
          appId,
          requests: app.requests,
          errors: app.errors,
          users: app.users.size,
        })),
        appLimit,
        left(),
      );
      return {
        buckets: [...buckets]
          .sort(([a], [b]) => a - b)
          .map(([bucket, row]) => ({
            bucket,
            requests: row.requests,
            errors: row.errors,
            ...roundedLatency(percentilesCont(row.durations, FRACTIONS)),
          })),
        totals: {
          requests,
          errors,
          users: users.size,
          ...roundedLatency(percentilesCont(durations, FRACTIONS)),
        },
        apps,
      };
    },

    async activeUsers(criteria: MetricsCriteria, limit: number): Promise<ActiveUserRow[]> {
      const left = started();
      const byUser = new Map<string | null, { lines: number; apps: Set<string>; lastSeen?: string }>();
      const slices = slicesOf(
        criteria,
        timeoutMs,
        (window, after: LogCursor | undefined, rows, leftMs) =>
          repo.activeUsersSlice(window, after, rows, leftMs),
        expired,
        sizes,
      );
      for await (const slice of slices) {
        for (const part of slice.users) {
          const user = byUser.get(part.user) ?? { lines: 0, apps: new Set() };
          byUser.set(part.user, user);
          user.lines += part.lines;
          if (part.appId !== null) user.apps.add(part.appId);
          user.lastSeen = later(user.lastSeen, part.lastSeen);
        }
      }
      return repo.rankActiveUsers(
        [...byUser].map(([user, row]) => ({
          user: user as string,
          lines: row.lines,
          apps: row.apps.size,
          lastSeen: row.lastSeen!,
        })),
        limit,
        left(),
      );
    },

    async selfUsage(criteria: MetricsCriteria & { userId: string; email: string }): Promise<SelfUsageRow[]> {
      const left = started();
      const byApp = new Map<string | null, SelfUsagePart>();
      const slices = slicesOf(
        criteria,
        timeoutMs,
        (window, after: LogCursor | undefined, rows, leftMs) =>
          repo.selfUsageSlice(window, after, rows, leftMs),
        expired,
        sizes,
      );
      for await (const slice of slices) {
        for (const part of slice.apps) {
          const app = byApp.get(part.appId);
          byApp.set(
            part.appId,
            app
              ? {
                  appId: part.appId,
                  requests: app.requests + part.requests,
                  events: app.events + part.events,
                  actions: app.actions + part.actions,
                  lastSeen: later(app.lastSeen, part.lastSeen),
                }
              : part,
          );
        }
      }
      return repo.rankSelfUsage([...byApp.values()], left());
    },

    /** One page (`limit` rows from the `offset`th), the total and the actions of the range, in one pass. */
    async auditPage(
      criteria: AuditCriteria,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: AuditStoredRow[]; actions: string[] }> {
      const left = started();
      let total = 0;
      const rows: AuditStoredRow[] = [];
      const actions = new Set<string | null>();
      const slices = slicesOf(
        criteria,
        timeoutMs,
        // The page's rows are the matches from the offset-th on; those of earlier slices are counted.
        (window, after: LogCursor | undefined, read, leftMs) =>
          repo.auditSlice(window, after, read, Math.max(0, offset - total), limit - rows.length, leftMs),
        expired,
        sizes,
      );
      for await (const slice of slices) {
        total += slice.matched;
        rows.push(...slice.rows);
        for (const action of slice.actions) actions.add(action);
      }
      return { total, rows, actions: await repo.sortActions([...actions], left()) };
    },

    /**
     * Every matching audit line, newest first, for the export: each slice's matches as they come. As
     * the unsliced export's batches, each statement has the whole timeout and the read as a whole none.
     */
    async *auditRows(criteria: AuditCriteria): AsyncGenerator<AuditStoredRow> {
      const slices = slicesOf(
        criteria,
        Number.POSITIVE_INFINITY,
        (window, after: LogCursor | undefined, read) =>
          repo.auditSlice(window, after, read, 0, read, timeoutMs + sizes.graceMs),
        expired,
        sizes,
      );
      for await (const slice of slices) yield* slice.rows;
    },
  };
}
