import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { apps, logs } from '../../db/schema/index.ts';
import { type LogCursor, withTimeout } from './logs.repository.ts';
import {
  type ActiveUserRow,
  type AppUsageRow,
  type AuditCriteria,
  type AuditStoredRow,
  activeUser,
  actorJoin,
  auditActorJoin,
  auditColumns,
  auditFilters,
  duration,
  inRange,
  isError,
  linesOf,
  type MetricsCriteria,
  namesAUser,
  type SelfUsageRow,
} from './metrics.repository.ts';

/**
 * The aggregate reads of metrics.repository.ts in slices of bounded rows, for the embedded database
 * (docs/decisions/pglite-sliced-reads.md): each statement reads at most `rows` lines of a window, newest
 * first after a keyset cursor, and answers what can be merged exactly (counts, the distinct values
 * themselves, durations with how many requests took each); metricsSliced.ts merges them. The ranking
 * statements at the end order the merged rows in SQL, so that ties fall in the database's own collation
 * as in the unsliced statements.
 */

export type Window<C> = C & { endExclusive: boolean };
type Progress = { scanned: number; last: LogCursor | undefined };

/** Access lines of one bucket that took `ms` (null: no duration), and how many of them were errors. */
export type DurationPart = { bucket: number; ms: number | null; n: number; errors: number };
/** Lines (access and app events) of one app and one user: the requests among them and their errors. */
export type UserPart = { appId: string | null; user: string | null; requests: number; errors: number };
/** The lines of one active user in one app; `lastSeen` is fixed-width UTC text (ordered as text). */
export type ActiveUserPart = { user: string | null; appId: string | null; lines: number; lastSeen: string };
export type SelfUsagePart = {
  appId: string | null;
  requests: number;
  events: number;
  actions: number;
  lastSeen: string;
};
export type AuditPart = { matched: number; actions: (string | null)[]; rows: AuditStoredRow[] };

/**
 * The rows a slice reads: at most `rows` of the window after `after`, newest first, with only the
 * conditions the indexes serve. Materialized, so that the aggregates cannot be pushed into the read.
 */
function scanned(where: SQL, after: LogCursor | undefined, rows: number): SQL {
  const resume = after
    ? sql` and (${logs.date}, ${logs.id}) < (${after.date}::timestamptz, ${after.id}::bigint)`
    : sql``;
  return sql`with scanned as materialized (
    select * from ${logs} where ${where}${resume} order by ${logs.date} desc, ${logs.id} desc limit ${rows})`;
}

/** The rows read and the last (oldest) one, where the next slice resumes; then the slice's own parts. */
const progress = sql`(select count(*)::int from scanned) as "scanned",
  (select ${logs.date}::text from scanned as ${logs} order by ${logs.date}, ${logs.id} limit 1) as "lastDate",
  (select ${logs.id}::text from scanned as ${logs} order by ${logs.date}, ${logs.id} limit 1) as "lastId"`;

type ProgressRow = { scanned: number; lastDate: string | null; lastId: string | null };

function progressOf(row: ProgressRow | undefined): Progress {
  return {
    scanned: row?.scanned ?? 0,
    last: row?.lastDate && row.lastId ? { date: row.lastDate, id: row.lastId } : undefined,
  };
}

/** A timestamp as fixed-width UTC text with its microseconds: the greater text is the later instant. */
const utcText = (value: SQL) =>
  sql`(to_char(${value} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00')`;

const jsonRows = (query: SQL) => sql`(select coalesce(json_agg(part), '[]'::json) from (${query}) part)`;

export function metricsSlicesRepository(db: Db) {
  async function slice<Parts>(
    timeoutMs: number,
    where: SQL,
    after: LogCursor | undefined,
    rows: number,
    parts: SQL,
  ): Promise<Progress & Parts> {
    const [row] = await withTimeout(db, timeoutMs, (tx) =>
      rowsOf<ProgressRow & Parts>(tx, sql`${scanned(where, after, rows)} select ${progress}, ${parts}`),
    );
    return { ...row!, ...progressOf(row) };
  }

  return {
    /** The dashboard's lines (requests and app events): durations per bucket, and lines per app and user. */
    dashboardSlice(
      window: Window<MetricsCriteria>,
      seconds: number,
      after: LogCursor | undefined,
      rows: number,
      timeoutMs: number,
    ) {
      const bucket = sql`(floor(extract(epoch from ${logs.date}) / ${seconds}) * ${seconds})::bigint`;
      return slice<{ durations: DurationPart[]; users: UserPart[] }>(
        timeoutMs,
        sql`${inRange(window)} and ${logs.type} in ('access', 'app_event')`,
        after,
        rows,
        sql`${jsonRows(sql`select ${bucket} as "bucket", ${duration} as "ms", count(*)::int as "n",
            (count(*) filter (where ${isError}))::int as "errors"
          from scanned as ${logs} where ${logs.type} = 'access' group by 1, 2`)} as "durations",
        ${jsonRows(sql`select ${logs.appId} as "appId", ${logs.attributes} ->> 'userId' as "user",
            (count(*) filter (where ${logs.type} = 'access'))::int as "requests",
            (count(*) filter (where ${logs.type} = 'access' and ${isError}))::int as "errors"
          from scanned as ${logs} group by 1, 2`)} as "users"`,
      );
    },

    /** The lines that name a user, per user and app. */
    activeUsersSlice(
      window: Window<MetricsCriteria>,
      after: LogCursor | undefined,
      rows: number,
      timeoutMs: number,
    ) {
      return slice<{ users: ActiveUserPart[] }>(
        timeoutMs,
        sql`${inRange(window)} and ${logs.type} in ('access', 'app_event', 'audit')`,
        after,
        rows,
        sql`${jsonRows(sql`select ${activeUser} as "user", ${logs.appId} as "appId", count(*)::int as "lines",
            ${utcText(sql`max(${logs.date})`)} as "lastSeen"
          from scanned as ${logs} ${auditActorJoin} where ${namesAUser} group by 1, 2`)} as "users"`,
      );
    },

    /** One user's lines per app. */
    selfUsageSlice(
      window: Window<MetricsCriteria & { userId: string; email: string }>,
      after: LogCursor | undefined,
      rows: number,
      timeoutMs: number,
    ) {
      return slice<{ apps: SelfUsagePart[] }>(
        timeoutMs,
        sql`${inRange(window)} and ${logs.type} in ('access', 'app_event', 'audit')`,
        after,
        rows,
        sql`${jsonRows(sql`select ${logs.appId} as "appId",
            (count(*) filter (where ${logs.type} = 'access'))::int as "requests",
            (count(*) filter (where ${logs.type} = 'app_event'))::int as "events",
            (count(*) filter (where ${logs.type} = 'audit'))::int as "actions",
            ${utcText(sql`max(${logs.date})`)} as "lastSeen"
          from scanned as ${logs} where ${linesOf(window)} group by 1`)} as "apps"`,
      );
    },

    /**
     * Audit lines: how many match the filters, the actions of all of them, and the matching rows from
     * the `skip`th on, at most `take`, newest first.
     */
    auditSlice(
      window: Window<AuditCriteria>,
      after: LogCursor | undefined,
      rows: number,
      skip: number,
      take: number,
      timeoutMs: number,
    ): Promise<Progress & AuditPart> {
      const filters = auditFilters(window);
      const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
      const end = window.endExclusive
        ? sql`${logs.date} < ${window.end}`
        : sql`${logs.date} <= ${window.end}`;
      return slice<AuditPart>(
        timeoutMs,
        sql`${logs.orgId} = ${window.orgId} and ${logs.type} = 'audit' and ${logs.date} >= ${window.start} and ${end}`,
        after,
        rows,
        sql`(select count(*)::int from scanned as ${logs} ${actorJoin} ${where}) as "matched",
        (select coalesce(json_agg(distinct ${logs.attributes} ->> 'action'), '[]'::json) from scanned as ${logs}
          where ${logs.attributes} ? 'action') as "actions",
        ${jsonRows(sql`select ${auditColumns} from scanned as ${logs} ${actorJoin} ${where}
          order by ${logs.date} desc, ${logs.id} desc offset ${skip} limit ${take}`)} as "rows"`,
      );
    },

    /** The merged apps, ordered and named as appUsage answers them. */
    async rankAppUsage(
      merged: Omit<AppUsageRow, 'name'>[],
      limit: number,
      timeoutMs: number,
    ): Promise<AppUsageRow[]> {
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<AppUsageRow>(
          tx,
          sql`select u."appId", ${apps.name} as "name", u."requests", u."errors", u."users"
          from json_to_recordset(${JSON.stringify(merged)}::json) as u("appId" text, "requests" int, "errors" int, "users" int)
          left join ${apps} on ${apps.id}::text = u."appId"
          order by u."requests" desc, u."users" desc, u."appId" limit ${limit}`,
        ),
      );
    },

    /** The merged users, ordered as activeUsers answers them. */
    async rankActiveUsers(
      merged: Omit<ActiveUserRow, 'total'>[],
      limit: number,
      timeoutMs: number,
    ): Promise<ActiveUserRow[]> {
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<ActiveUserRow>(
          tx,
          sql`select a."user", a."lines", a."apps", a."lastSeen", (count(*) over ())::int as "total"
          from json_to_recordset(${JSON.stringify(merged)}::json)
            as a("user" text, "lines" int, "apps" int, "lastSeen" timestamptz)
          order by a."lines" desc, a."user" limit ${limit}`,
        ),
      );
    },

    /** The merged apps of one user, ordered and named as selfUsage answers them. */
    async rankSelfUsage(merged: SelfUsagePart[], timeoutMs: number): Promise<SelfUsageRow[]> {
      return withTimeout(db, timeoutMs, (tx) =>
        rowsOf<SelfUsageRow>(
          tx,
          sql`select u."appId", ${apps.name} as "name", u."requests", u."events", u."actions", u."lastSeen"
          from json_to_recordset(${JSON.stringify(merged)}::json)
            as u("appId" text, "requests" int, "events" int, "actions" int, "lastSeen" timestamptz)
          left join ${apps} on ${apps.id}::text = u."appId"
          order by u."requests" + u."events" + u."actions" desc, u."appId" nulls last`,
        ),
      );
    },

    /** The merged actions, ordered and bounded as auditPage answers them. */
    async sortActions(merged: (string | null)[], timeoutMs: number): Promise<string[]> {
      const rows = await withTimeout(db, timeoutMs, (tx) =>
        rowsOf<{ action: string }>(
          tx,
          sql`select distinct a.value as "action" from json_array_elements_text(${JSON.stringify(merged)}::json) as a
          order by 1 limit 200`,
        ),
      );
      return rows.map((row) => row.action);
    },
  };
}

export type MetricsSlicesRepository = ReturnType<typeof metricsSlicesRepository>;
