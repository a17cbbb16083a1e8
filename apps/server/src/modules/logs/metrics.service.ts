import {
  ACTIVE_USERS_LIMIT,
  type ActiveUsersResponse,
  type AnalyticsRangeQuery,
  type AppActivityPage,
  type AppActivityQuery,
  type AuditFilter,
  type AuditPage,
  type AuditRow,
  appActivityKindActions,
  bucketStarts,
  dateRangeIssues,
  defaultMetricsInterval,
  formatMessage,
  isUuid,
  type LogRangeVariant,
  type MetricsInterval,
  type MetricsQuery,
  type MetricsResponse,
  metricsIntervalIssue,
  type SelfUsagesResponse,
} from '@portal/contracts';
import { type Db, pgliteOf } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import { appDirectory } from '../apps/apps.port.ts';
import type { SliceSizes } from './logSlices.ts';
import { LogQueryTimeout } from './logs.repository.ts';
import {
  type AppUsageRow,
  type AuditCriteria,
  type AuditStoredRow,
  type BucketRow,
  type MetricsCriteria,
  metricsRepository,
  type TotalsRow,
} from './metrics.repository.ts';
import { slicedMetrics } from './metricsSliced.ts';
import { type MetricsSlicesRepository, metricsSlicesRepository } from './metricsSlices.repository.ts';

export type MetricsServiceOptions = {
  db: Db;
  rangeVariant: LogRangeVariant;
  timeoutMs: number;
  now?: () => Date;
  /**
   * The dashboards, active users and audit pages read in slices of bounded rows (metricsSliced.ts), so
   * that others' statements run between them: by default where the database has one connection for
   * everyone (PGlite). PostgreSQL serves each user on a connection of their own: one statement each.
   */
  sliced?: boolean;
  /** The slices' statements and sizes (tests watch them, and make slices small). */
  slicesRepo?: MetricsSlicesRepository;
  sliceSizes?: SliceSizes;
};

const SECONDS: Record<MetricsInterval, number> = { minute: 60, hour: 3600, day: 86_400 };
const APP_USAGE_LIMIT = 50;
const EXPORT_BATCH = 2000;

const iso = (date: Date | string) => new Date(date).toISOString();

function toAuditRow(row: AuditStoredRow): AuditRow {
  return {
    id: row.id,
    date: iso(row.date),
    actor: row.actor,
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.target,
    appId: row.appId,
    message: row.message,
    before: asRecord(row.before),
    after: asRecord(row.after),
  };
}

/** A stored before/after: an object, or null for a line without one (or with something else there). */
const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Metrics dashboards, usages and users of self, and the admin user audit, over the log store. */
export function metricsService(options: MetricsServiceOptions) {
  const repo = metricsRepository(options.db);
  const apps = appDirectory(options.db);
  const now = options.now ?? (() => new Date());
  const { timeoutMs } = options;
  const sliced = options.sliced ?? pgliteOf(options.db) !== undefined;
  const slices = slicedMetrics(
    options.slicesRepo ?? metricsSlicesRepository(options.db),
    timeoutMs,
    options.sliceSizes,
  );

  /** Requests per bucket, the range's totals and the busiest apps. */
  async function dashboard(
    criteria: MetricsCriteria,
    seconds: number,
  ): Promise<{ buckets: BucketRow[]; totals: TotalsRow; apps: AppUsageRow[] }> {
    if (sliced) return slices.dashboard(criteria, seconds, APP_USAGE_LIMIT);
    const [buckets, totals, apps] = await Promise.all([
      repo.buckets(criteria, seconds, timeoutMs),
      repo.totals(criteria, timeoutMs),
      repo.appUsage(criteria, APP_USAGE_LIMIT, timeoutMs),
    ]);
    return { buckets, totals, apps };
  }

  /**
   * The range rules of docs/product/logs.md LOGS-6, the same as the log search: 400 with the first problem's
   * text.
   */
  function range(from: string, to: string) {
    const value = { start: new Date(from), end: new Date(to) };
    const [issue] = dateRangeIssues(value, now(), options.rangeVariant);
    if (issue) throw new HttpError('bad_request', formatMessage(issue.key, issue.params));
    return value;
  }

  /**
   * An app the company owns or licenses; anything else is unknown to it: 404 like the log endpoints
   * (docs/product/logs.md LOGS-11), the same for another company's app as for no app, so it gives no hint.
   */
  async function visibleApp(orgId: string, appId: string): Promise<void> {
    // Only by id here: the metrics API names apps by id (a reference ID is no better known than a foreign id).
    const visible = isUuid(appId) && (await apps.visibleTo(orgId, appId)) !== null;
    if (!visible) throw new HttpError('not_found', formatMessage('analytics.unknownApp', { appId }));
  }

  async function timed<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LogQueryTimeout) {
        throw new HttpError('unavailable', formatMessage('logs.searchTimeout'));
      }
      throw error;
    }
  }

  /** The unsliced export: keyset batches of matching lines. */
  async function* auditBatches(criteria: AuditCriteria): AsyncGenerator<AuditStoredRow> {
    let after: { date: string; id: string } | undefined;
    for (;;) {
      const rows = await repo.auditBatch(criteria, after, EXPORT_BATCH, timeoutMs);
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { date: last.cursorDate, id: last.id };
    }
  }

  function auditCriteria(orgId: string, filter: AuditFilter): AuditCriteria {
    const { start, end } = range(filter.from, filter.to);
    return { orgId, start, end, user: filter.user, action: filter.action };
  }

  return {
    async metrics(orgId: string, query: MetricsQuery): Promise<MetricsResponse> {
      const { start, end } = range(query.from, query.to);
      const interval = query.interval ?? defaultMetricsInterval({ start, end });
      const issue = metricsIntervalIssue({ start, end }, interval);
      if (issue) throw new HttpError('bad_request', formatMessage(issue.key, issue.params));
      if (query.appId !== undefined) await visibleApp(orgId, query.appId);
      const criteria = { orgId, start, end, appId: query.appId };
      const { buckets, totals, apps } = await timed(() => dashboard(criteria, SECONDS[interval]));
      const byStart = new Map(buckets.map((row) => [row.bucket * 1000, row]));
      return {
        from: start.toISOString(),
        to: end.toISOString(),
        interval,
        totals,
        // Every bucket of the range, empty ones as zero: a chart's gaps then mean "no traffic".
        buckets: bucketStarts({ start, end }, interval).map((bucket) => {
          const row = byStart.get(bucket.getTime());
          return {
            start: bucket.toISOString(),
            requests: row?.requests ?? 0,
            errors: row?.errors ?? 0,
            p50: row?.p50 ?? null,
            p95: row?.p95 ?? null,
            p99: row?.p99 ?? null,
          };
        }),
        apps,
      };
    },

    async usagesSelf(orgId: string, userId: string, query: AnalyticsRangeQuery): Promise<SelfUsagesResponse> {
      const { start, end } = range(query.from, query.to);
      const email = (await repo.emailOf(userId)) ?? '';
      const criteria = { orgId, start, end, userId, email };
      const rows = await timed(() =>
        sliced ? slices.selfUsage(criteria) : repo.selfUsage(criteria, timeoutMs),
      );
      return {
        from: start.toISOString(),
        to: end.toISOString(),
        data: rows.map((row) => ({ ...row, lastSeen: iso(row.lastSeen) })),
      };
    },

    async usersSelf(orgId: string, query: AnalyticsRangeQuery): Promise<ActiveUsersResponse> {
      const { start, end } = range(query.from, query.to);
      const criteria = { orgId, start, end };
      const rows = await timed(() =>
        sliced
          ? slices.activeUsers(criteria, ACTIVE_USERS_LIMIT)
          : repo.activeUsers(criteria, ACTIVE_USERS_LIMIT, timeoutMs),
      );
      return {
        from: start.toISOString(),
        to: end.toISOString(),
        total: rows[0]?.total ?? 0,
        data: rows.map(({ total: _total, ...row }) => ({ ...row, lastSeen: iso(row.lastSeen) })),
      };
    },

    async audits(orgId: string, query: AuditFilter & { start: number; length: number }): Promise<AuditPage> {
      const criteria = auditCriteria(orgId, query);
      const page = await timed(() =>
        sliced
          ? slices.auditPage(criteria, query.start, query.length)
          : repo.auditPage(criteria, query.start, query.length, timeoutMs),
      );
      return { total: page.total, data: page.rows.map(toAuditRow), actions: page.actions };
    },

    /**
     * An app's own audit lines since it was created, newest first (docs/product/logs.md LOGS-13): only an app
     * the company owns, 404 otherwise, whether it is another company's or none, as visibleApp.
     */
    async appActivity(orgId: string, appId: string, query: AppActivityQuery): Promise<AppActivityPage> {
      const app = isUuid(appId) ? await apps.ownedBy(orgId, appId) : null;
      if (!app) throw new HttpError('not_found', formatMessage('analytics.unknownApp', { appId }));
      const criteria: AuditCriteria = {
        orgId,
        start: app.createdAt,
        end: now(),
        appId: app.id,
        actions: query.kind ? appActivityKindActions[query.kind] : undefined,
      };
      const page = await timed(() =>
        sliced
          ? slices.auditPage(criteria, query.start, query.length)
          : repo.auditPage(criteria, query.start, query.length, timeoutMs),
      );
      return { total: page.total, data: page.rows.map(toAuditRow) };
    },

    /** Validates at once (a bad filter is a 400, not a broken download), then streams in keyset batches (slices where sliced). */
    auditRows(orgId: string, filter: AuditFilter): AsyncGenerator<AuditRow> {
      const criteria = auditCriteria(orgId, filter);
      const stored = sliced ? slices.auditRows(criteria) : auditBatches(criteria);
      return (async function* () {
        for (;;) {
          const next = await timed(() => stored.next());
          if (next.done) return;
          yield toAuditRow(next.value);
        }
      })();
    },
  };
}

export type MetricsService = ReturnType<typeof metricsService>;
