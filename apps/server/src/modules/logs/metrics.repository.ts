import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { apps, logs, users } from '../../db/schema/index.ts';
import { withTimeout } from './logs.repository.ts';

/**
 * The aggregate queries of the log store (metrics, usages, active users, audit trail): like
 * logs.repository.ts, the only place that reads `logs` for them, and the company is in every WHERE.
 * Definitions (docs/analytics-api.md): a request is an 'access' line; an error is a request whose
 * status is 500 or more or whose level is 'error'; latency is its numeric `durationMs` attribute.
 */

export type MetricsCriteria = {
  orgId: string;
  /** Inclusive. */
  start: Date;
  /** Inclusive, unless endExclusive (a slice's day window, metricsSlices.repository.ts). */
  end: Date;
  endExclusive?: boolean | undefined;
  appId?: string | undefined;
};

type Latency = { p50: number | null; p95: number | null; p99: number | null };
export type BucketRow = { bucket: number; requests: number; errors: number } & Latency;
export type TotalsRow = { requests: number; errors: number; users: number } & Latency;
export type AppUsageRow = {
  appId: string;
  name: string | null;
  requests: number;
  errors: number;
  users: number;
};
export type SelfUsageRow = {
  appId: string | null;
  name: string | null;
  requests: number;
  events: number;
  actions: number;
  lastSeen: Date | string;
};
export type ActiveUserRow = {
  user: string;
  lines: number;
  apps: number;
  lastSeen: Date | string;
  total: number;
};
export type AuditCriteria = {
  orgId: string;
  start: Date;
  end: Date;
  user?: string | undefined;
  action?: string | undefined;
  /** One app's lines only (an app's Activity tab). */
  appId?: string | undefined;
  /** Actions matching any of these: an exact action, or a prefix ending in '.' (appActivityKindActions). */
  actions?: readonly string[] | undefined;
};
export type AuditStoredRow = {
  id: string;
  date: Date | string;
  actor: string | null;
  actorEmail: string | null;
  action: string | null;
  target: string | null;
  appId: string | null;
  message: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  cursorDate: string;
};

const status = sql`(case when jsonb_typeof(${logs.attributes} -> 'status') = 'number' then (${logs.attributes} ->> 'status')::numeric end)`;
export const duration = sql`(case when jsonb_typeof(${logs.attributes} -> 'durationMs') = 'number' then (${logs.attributes} ->> 'durationMs')::float8 end)`;
export const isError = sql`(${status} >= 500 or ${logs.level} = 'error')`;
const percentiles = sql`percentile_cont(array[0.5, 0.95, 0.99]::float8[]) within group (order by ${duration})`;

/**
 * The company's lines of the range. The portal's own API access lines (source 'portal', written by
 * accessLog.ts for every console call) are left out: the metrics are of the apps' traffic, and a
 * developer browsing an app's pages must not show up as that app's requests.
 */
export function inRange(criteria: MetricsCriteria): SQL {
  const app = criteria.appId !== undefined ? sql` and ${logs.appId} = ${criteria.appId}` : sql``;
  const end = criteria.endExclusive
    ? sql`${logs.date} < ${criteria.end}`
    : sql`${logs.date} <= ${criteria.end}`;
  return sql`${logs.orgId} = ${criteria.orgId} and ${logs.date} >= ${criteria.start} and ${end}${app}
    and not (${logs.type} = 'access' and ${logs.source} = 'portal')`;
}

function latencyOf(row: { pct: (number | string | null)[] | string | null }): Latency {
  // pg answers a float8[] as an array; PGlite may answer its text form '{1,2,3}'.
  return roundedLatency(
    typeof row.pct === 'string' ? row.pct.replace(/[{}]/g, '').split(',') : (row.pct ?? []),
  );
}

/** p50, p95 and p99 as the dashboards show them: to a tenth of a millisecond. */
export function roundedLatency(raw: readonly unknown[]): Latency {
  const value = (v: unknown) =>
    v === null || v === undefined || v === 'NULL' ? null : Math.round(Number(v) * 10) / 10;
  return { p50: value(raw[0]), p95: value(raw[1]), p99: value(raw[2]) };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function auditWhere(criteria: AuditCriteria, after?: { date: string; id: string }): SQL {
  const parts: SQL[] = [
    sql`${logs.orgId} = ${criteria.orgId}`,
    sql`${logs.type} = 'audit'`,
    sql`${logs.date} >= ${criteria.start}`,
    sql`${logs.date} <= ${criteria.end}`,
    ...auditFilters(criteria),
  ];
  if (after) parts.push(sql`(${logs.date}, ${logs.id}) < (${after.date}::timestamptz, ${after.id}::bigint)`);
  return sql.join(parts, sql` and `);
}

/** The audit filters (actor, action, app, kind): the actor's email is that of the joined `users` row. */
export function auditFilters(criteria: Pick<AuditCriteria, 'user' | 'action' | 'appId' | 'actions'>): SQL[] {
  const parts: SQL[] = [];
  if (criteria.user !== undefined) {
    parts.push(
      sql`(${logs.attributes} ->> 'actor' = ${criteria.user} or coalesce(${users.email}, ${logs.attributes} ->> 'actor') ilike ${likePattern(criteria.user)})`,
    );
  }
  if (criteria.action !== undefined) parts.push(sql`${logs.attributes} ->> 'action' = ${criteria.action}`);
  if (criteria.appId !== undefined) parts.push(sql`${logs.appId} = ${criteria.appId}`);
  if (criteria.actions !== undefined) parts.push(actionIn(criteria.actions));
  return parts;
}

function actionIn(patterns: readonly string[]): SQL {
  const action = sql`${logs.attributes} ->> 'action'`;
  const each = patterns.map((p) =>
    p.endsWith('.') ? sql`starts_with(${action}, ${p})` : sql`${action} = ${p}`,
  );
  return each.length > 0 ? sql`(${sql.join(each, sql` or `)})` : sql`false`;
}

/** The columns of an audit row (AuditStoredRow), read from `logs` joined with the actor's `users` row. */
export const auditColumns = sql`${logs.id}::text as "id", ${logs.date} as "date", ${logs.date}::text as "cursorDate",
  ${logs.attributes} ->> 'actor' as "actor", ${users.email} as "actorEmail",
  ${logs.attributes} ->> 'action' as "action", ${logs.attributes} ->> 'target' as "target",
  ${logs.appId} as "appId", ${logs.message} as "message",
  ${logs.attributes} -> 'before' as "before", ${logs.attributes} -> 'after' as "after"`;

/** The lines of one user: requests and events carry their email, audit lines their id. */
export const linesOf = (user: { userId: string; email: string }) =>
  sql`((${logs.type} in ('access', 'app_event') and ${logs.attributes} @> jsonb_build_object('userId', ${user.email}::text))
    or (${logs.type} = 'audit' and ${logs.attributes} @> jsonb_build_object('actor', ${user.userId}::text)))`;

/** Active users: lines that name a user, the user by email (audit actors mapped through auditActorJoin). */
export const namesAUser = sql`((${logs.type} in ('access', 'app_event') and ${logs.attributes} ? 'userId')
  or (${logs.type} = 'audit' and ${logs.attributes} ? 'actor'))`;
export const activeUser = sql`coalesce(${logs.attributes} ->> 'userId', ${users.email}, ${logs.attributes} ->> 'actor')`;
export const auditActorJoin = sql`left join ${users} on ${logs.type} = 'audit' and ${users.id}::text = ${logs.attributes} ->> 'actor'`;

export const actorJoin = sql`left join ${users} on ${users.id}::text = ${logs.attributes} ->> 'actor'`;

const auditSelect = sql`select ${auditColumns} from ${logs} ${actorJoin}`;

export function metricsRepository(db: Db) {
  return {
    /** The email of a user: request and event lines name users by email. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** Requests, errors and latency percentiles per bucket of `seconds` (epoch-aligned, so UTC). */
    async buckets(criteria: MetricsCriteria, seconds: number, timeoutMs: number): Promise<BucketRow[]> {
      const bucket = sql`(floor(extract(epoch from ${logs.date}) / ${seconds}) * ${seconds})::bigint`;
      const rows = await withTimeout(db, timeoutMs, (tx) =>
        rowsOf<{ bucket: string; requests: number; errors: number; pct: (number | null)[] | string | null }>(
          tx,
          sql`select ${bucket} as "bucket", count(*)::int as "requests",
            (count(*) filter (where ${isError}))::int as "errors", ${percentiles} as "pct"
          from ${logs} where ${inRange(criteria)} and ${logs.type} = 'access'
          group by 1 order by 1`,
        ),
      );
      return rows.map((row) => ({
        bucket: Number(row.bucket),
        requests: row.requests,
        errors: row.errors,
        ...latencyOf(row),
      }));
    },

    /** The whole range at once; users are the distinct `userId` of requests and app events. */
    async totals(criteria: MetricsCriteria, timeoutMs: number): Promise<TotalsRow> {
      const [row] = await withTimeout(db, timeoutMs, (tx) =>
        rowsOf<{ requests: number; errors: number; users: number; pct: (number | null)[] | string | null }>(
          tx,
          sql`select (count(*) filter (where ${logs.type} = 'access'))::int as "requests",
            (count(*) filter (where ${logs.type} = 'access' and ${isError}))::int as "errors",
            count(distinct ${logs.attributes} ->> 'userId')::int as "users",
            percentile_cont(array[0.5, 0.95, 0.99]::float8[]) within group (order by
              case when ${logs.type} = 'access' then ${duration} end) as "pct"
          from ${logs} where ${inRange(criteria)} and ${logs.type} in ('access', 'app_event')`,
        ),
      );
      return {
        requests: row?.requests ?? 0,
        errors: row?.errors ?? 0,
        users: row?.users ?? 0,
        ...latencyOf(row ?? { pct: null }),
      };
    },

    /** Requests, errors and distinct users per app (lines without an app are the portal's own). */
    async appUsage(criteria: MetricsCriteria, limit: number, timeoutMs: number): Promise<AppUsageRow[]> {
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<AppUsageRow>(
          tx,
          sql`select u."appId", ${apps.name} as "name", u."requests", u."errors", u."users" from (
            select ${logs.appId} as "appId",
              (count(*) filter (where ${logs.type} = 'access'))::int as "requests",
              (count(*) filter (where ${logs.type} = 'access' and ${isError}))::int as "errors",
              count(distinct ${logs.attributes} ->> 'userId')::int as "users"
            from ${logs} where ${inRange(criteria)} and ${logs.type} in ('access', 'app_event')
              and ${logs.appId} is not null
            group by ${logs.appId}) u
          left join ${apps} on ${apps.id}::text = u."appId"
          order by u."requests" desc, u."users" desc, u."appId" limit ${limit}`,
        ),
      );
    },

    /** The lines of one user per app: requests and events carry their email, audit lines their id. */
    async selfUsage(
      criteria: MetricsCriteria & { userId: string; email: string },
      timeoutMs: number,
    ): Promise<SelfUsageRow[]> {
      const mine = linesOf(criteria);
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<SelfUsageRow>(
          tx,
          sql`select u."appId", ${apps.name} as "name", u."requests", u."events", u."actions", u."lastSeen" from (
            select ${logs.appId} as "appId",
              (count(*) filter (where ${logs.type} = 'access'))::int as "requests",
              (count(*) filter (where ${logs.type} = 'app_event'))::int as "events",
              (count(*) filter (where ${logs.type} = 'audit'))::int as "actions",
              max(${logs.date}) as "lastSeen"
            from ${logs} where ${inRange(criteria)} and ${mine}
            group by ${logs.appId}) u
          left join ${apps} on ${apps.id}::text = u."appId"
          order by u."requests" + u."events" + u."actions" desc, u."appId" nulls last`,
        ),
      );
    },

    /** The company's distinct users of the range (by email; audit actors mapped to their email). */
    async activeUsers(criteria: MetricsCriteria, limit: number, timeoutMs: number): Promise<ActiveUserRow[]> {
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<ActiveUserRow>(
          tx,
          sql`select a."user", count(*)::int as "lines", count(distinct a."appId")::int as "apps",
              max(a."date") as "lastSeen", (count(*) over ())::int as "total" from (
            select ${activeUser} as "user", ${logs.appId} as "appId", ${logs.date} as "date"
            from ${logs} ${auditActorJoin}
            where ${inRange(criteria)} and ${namesAUser}) a
          group by a."user" order by "lines" desc, a."user" limit ${limit}`,
        ),
      );
    },

    /** One page of audit lines, newest first, with the total and the actions of the range. */
    async auditPage(
      criteria: AuditCriteria,
      offset: number,
      limit: number,
      timeoutMs: number,
    ): Promise<{ total: number; rows: AuditStoredRow[]; actions: string[] }> {
      return withTimeout(
        db,
        timeoutMs,
        async (tx) => {
          const where = auditWhere(criteria);
          const rows = await rowsOf<AuditStoredRow>(
            tx,
            sql`${auditSelect} where ${where} order by ${logs.date} desc, ${logs.id} desc limit ${limit} offset ${offset}`,
          );
          const [count] = await rowsOf<{ n: number }>(
            tx,
            sql`select count(*)::int as "n" from ${logs} left join ${users} on ${users.id}::text = ${logs.attributes} ->> 'actor' where ${where}`,
          );
          const actions = await rowsOf<{ action: string }>(
            tx,
            sql`select distinct ${logs.attributes} ->> 'action' as "action" from ${logs}
            where ${auditWhere({ orgId: criteria.orgId, start: criteria.start, end: criteria.end })}
              and ${logs.attributes} ? 'action'
            order by 1 limit 200`,
          );
          return { total: count?.n ?? 0, rows, actions: actions.map((a) => a.action) };
        },
        { consistent: true },
      );
    },

    /** Keyset page for the export: the `limit` audit lines after `after`, newest first. */
    async auditBatch(
      criteria: AuditCriteria,
      after: { date: string; id: string } | undefined,
      limit: number,
      timeoutMs: number,
    ): Promise<AuditStoredRow[]> {
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<AuditStoredRow>(
          tx,
          sql`${auditSelect} where ${auditWhere(criteria, after)} order by ${logs.date} desc, ${logs.id} desc limit ${limit}`,
        ),
      );
    },
  };
}

export type MetricsRepository = ReturnType<typeof metricsRepository>;
