import { findLogColumn, type LogFilter, type LogType } from '@portal/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, dbOnClient, pgliteOf } from '../../db/client.ts';
import { arrayRows } from '../../db/preparedRows.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { apps, logs } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { LogInsert } from '../../platform/logStore.ts';
import { re2ToPostgres } from './re2ToPostgres.ts';

/**
 * Every query of the log store (DESIGN.md 1): nothing else reads or writes `logs`, so a column store can
 * replace this one module. Callers speak in criteria (company, range, app, types, filters of SPEC.md 3 with
 * RE2 regexes), never in SQL. The company is part of every WHERE clause: a caller cannot forget it.
 */

export type LogCriteria = {
  orgId: string;
  /** Inclusive. */
  start: Date;
  /** Inclusive, unless endExclusive. */
  end: Date;
  endExclusive?: boolean;
  appId?: string | undefined;
  /** null: every type. */
  types: readonly LogType[] | null;
  /** Leaves out the portal's own requests (access lines of source 'portal'). */
  withoutPortalRequests?: boolean;
  /** Already validated (known columns, numbers, RE2 regexes that translate). */
  filters: readonly LogFilter[];
};

/** Where keyset pagination resumes: the exact stored date (as text, microseconds kept) and id of a row. */
export type LogCursor = { date: string; id: string };

export type StoredLog = {
  id: string;
  appId: string | null;
  date: Date;
  source: string;
  type: string;
  level: string;
  message: string;
  attributes: Record<string, unknown>;
  cursor: LogCursor;
};

/** The search ran into its statement timeout (SQLSTATE 57014, query_canceled). */
export class LogQueryTimeout extends Error {
  override name = 'LogQueryTimeout';
}

const fieldColumns = {
  appId: logs.appId,
  source: logs.source,
  type: logs.type,
  level: logs.level,
  message: logs.message,
} as const;

const INSERT_CHUNK = 5000;
// Any constant shared by every process: serialises partition creation across them.
const PARTITION_LOCK_KEY = 7_302_118_422;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function partitionName(day: string): string {
  return `logs_p${day.replaceAll('-', '')}`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The condition of one filter (SPEC.md 3). Negative conditions also match lines without the column. */
function filterCondition(filter: LogFilter): SQL {
  const column = findLogColumn(filter.column);
  if (!column || column.type === 'date' || (column.kind === 'field' && !(filter.column in fieldColumns))) {
    throw new Error(`not a filterable log column: ${filter.column}`);
  }
  const key = filter.column;
  const isField = column.kind === 'field';
  const text: SQL = isField
    ? sql`${fieldColumns[key as keyof typeof fieldColumns]}`
    : sql`(${logs.attributes} ->> ${key}::text)`;
  const value = filter.value === undefined ? '' : String(filter.value);
  const number = sql`(case when jsonb_typeof(${logs.attributes} -> ${key}::text) = 'number' then (${logs.attributes} -> ${key}::text)::numeric end)`;
  const regex = () => {
    const translated = re2ToPostgres(value);
    if (!translated.ok) throw new Error(`untranslatable regex: ${translated.reason}`);
    return translated.pattern;
  };
  switch (filter.condition) {
    case 'stringEquals':
      // A string attribute can use the GIN index on attributes (containment).
      return !isField && column.type === 'string'
        ? sql`${logs.attributes} @> jsonb_build_object(${key}::text, ${value}::text)`
        : sql`${text} = ${value}`;
    case 'stringNotEquals':
      return sql`${text} is distinct from ${value}`;
    case 'stringMatch':
      return sql`${text} ~ ${regex()}`;
    case 'stringNotMatch':
      return sql`not coalesce(${text} ~ ${regex()}, false)`;
    case 'numberEquals':
      return sql`${number} = ${value}::numeric`;
    case 'numberNotEquals':
      return sql`${number} is distinct from ${value}::numeric`;
    case 'numberGreaterThan':
      return sql`${number} > ${value}::numeric`;
    case 'numberLessThan':
      return sql`${number} < ${value}::numeric`;
    case 'columnExists':
      return isField ? sql`${text} is not null` : sql`${logs.attributes} ? ${key}::text`;
    case 'columnDoesNotExist':
      return isField ? sql`${text} is null` : sql`not (${logs.attributes} ? ${key}::text)`;
  }
}

/** The range's conditions without the filters: what a slice reads before it filters (scanSlice). */
function rangeOnly(criteria: LogCriteria, after?: LogCursor): SQL {
  return where({ ...criteria, filters: [] }, after);
}

function where(criteria: LogCriteria, after?: LogCursor): SQL {
  const conditions: SQL[] = [
    eq(logs.orgId, criteria.orgId),
    sql`${logs.date} >= ${criteria.start}`,
    criteria.endExclusive ? sql`${logs.date} < ${criteria.end}` : sql`${logs.date} <= ${criteria.end}`,
  ];
  if (criteria.appId !== undefined) conditions.push(eq(logs.appId, criteria.appId));
  if (criteria.types) conditions.push(inArray(logs.type, [...criteria.types]));
  if (criteria.withoutPortalRequests)
    conditions.push(sql`not (${logs.type} = 'access' and ${logs.source} = 'portal')`);
  for (const filter of criteria.filters) conditions.push(filterCondition(filter));
  if (after)
    conditions.push(sql`(${logs.date}, ${logs.id}) < (${after.date}::timestamptz, ${after.id}::bigint)`);
  return and(...conditions)!;
}

const selection = {
  id: sql<string>`${logs.id}::text`,
  appId: logs.appId,
  date: logs.date,
  source: logs.source,
  type: logs.type,
  level: logs.level,
  message: logs.message,
  attributes: logs.attributes,
  cursorDate: sql<string>`${logs.date}::text`,
};

function isTimeout(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '57014' || cause?.code === '57014';
}

/**
 * Runs `work` in a transaction whose statements stop after `timeoutMs` (PostgreSQL's statement_timeout).
 * PGlite ignores statement_timeout: there the statements carry `timeoutMs` as a deadline instead, which its
 * worker thread enforces (db/pgliteThread/), and the transaction would only add two statements to each
 * query; `consistent` keeps it for work of several statements that must see one snapshot.
 */
export async function withTimeout<T>(
  db: Db,
  timeoutMs: number,
  work: (tx: Db) => Promise<T>,
  { consistent = false } = {},
): Promise<T> {
  const ms = Math.max(1, Math.floor(timeoutMs));
  try {
    const embedded = pgliteOf(db);
    if (embedded) {
      const run = () => (consistent ? withTransaction(db, (tx) => work(tx)) : work(db));
      return await embedded.withDeadline(Date.now() + ms, run);
    }
    const pool = (db as { $client?: unknown }).$client;
    if (pool instanceof pg.Pool) return await onOneClient(pool, ms, work);
    return await withTransaction(db, async (tx) => {
      // SET takes no bind parameters; ms is an integer computed above.
      await tx.execute(sql.raw(`set local statement_timeout = ${ms}`));
      return work(tx);
    });
  } catch (error) {
    if (isTimeout(error)) throw new LogQueryTimeout('log query timed out');
    throw error;
  }
}

/**
 * The transaction of withTimeout on a pooled connection, with BEGIN and SET LOCAL sent as one simple query:
 * one round trip fewer than drizzle's transaction, on every search and download batch.
 */
async function onOneClient<T>(pool: pg.Pool, ms: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // A simple query may hold several statements but no bind parameters; ms is an integer.
    await client.query(`begin; set local statement_timeout = ${ms}`);
    const result = await work(dbOnClient(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A connection that cannot roll back is dropped rather than handed to the next caller.
    client.release(broken);
  }
}

export function logsRepository(db: Db) {
  return {
    /**
     * The embedded database: one connection that every statement of every user waits for in turn, so a
     * long read must be sliced (scanSlice) to let others' statements in.
     */
    sharesOneConnection: pgliteOf(db) !== undefined,

    /**
     * A batch travels as ONE json parameter that PostgreSQL unpacks (json_to_recordset), in order: drizzle's
     * multi-row VALUES bound eight parameters a row, and building and parsing them cost more than writing
     * the rows (30,000 demo lines: 2.8 s -> 1.1 s on PGlite, bench/README). Strings must be well formed
     * (logIngestion sees to it): PostgreSQL refuses a lone surrogate's escape in json.
     */
    async insert(rows: readonly LogInsert[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const batch = rows.slice(i, i + INSERT_CHUNK).map((row) => ({
          org_id: row.orgId,
          app_id: row.appId,
          date: row.date.toISOString(),
          source: row.source,
          type: row.type,
          level: row.level,
          message: row.message,
          attributes: row.attributes,
        }));
        await db.execute(sql`
          insert into logs (org_id, app_id, date, source, type, level, message, attributes)
          select org_id, app_id, date, source, type, level, message, attributes
          from rows from (json_to_recordset(${JSON.stringify(batch)}::json) as (
            org_id uuid, app_id text, date timestamptz, source text, type text, level text, message text,
            attributes jsonb)) with ordinality as line(org_id, app_id, date, source, type, level, message,
            attributes, n)
          order by n`);
      }
    },

    /** The UTC days (YYYY-MM-DD) that have their own partition. */
    async partitionDays(): Promise<string[]> {
      const rows = await rowsOf<{ name: string }>(
        db,
        sql`
        select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
        where p.relname = 'logs' and c.relname ~ '^logs_p[0-9]{8}$'`,
      );
      return rows.map(({ name }) => `${name.slice(6, 10)}-${name.slice(10, 12)}-${name.slice(12, 14)}`);
    },

    /**
     * Creates the partition of one UTC day unless it exists. Rows already in the default partition for that
     * day are moved into it (PostgreSQL refuses the new partition while the default one holds its rows).
     */
    async createDayPartition(day: string): Promise<void> {
      if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
      const name = partitionName(day);
      const from = `${day}T00:00:00+00`;
      const to = `${nextDay(day)}T00:00:00+00`;
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
        const [exists] = await rowsOf<{ found: string | null }>(
          tx,
          sql`select to_regclass(${name})::text as found`,
        );
        if (exists?.found) return;
        const [stray] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from logs_default where date >= ${from}::timestamptz and date < ${to}::timestamptz`,
        );
        const moving = (stray?.n ?? 0) > 0;
        if (moving) {
          await tx.execute(sql`create temp table logs_moving (like logs) on commit drop`);
          await tx.execute(sql`with moved as (
            delete from logs_default where date >= ${from}::timestamptz and date < ${to}::timestamptz returning *
          ) insert into logs_moving select * from moved`);
        }
        // DDL takes no bind parameters: name and bounds are built from a checked YYYY-MM-DD.
        await tx.execute(
          sql.raw(`create table ${name} partition of logs for values from ('${from}') to ('${to}')`),
        );
        if (moving) await tx.execute(sql`insert into logs select * from logs_moving`);
      });
    },

    /**
     * Drops one day's partition, rows and all (retention): a metadata change, not a delete of each row.
     * Detaching and dropping lock `logs` briefly, so this waits for running searches (each bounded by its
     * statement timeout) rather than pulling a partition from under them.
     */
    async dropDayPartition(day: string): Promise<void> {
      if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
      const name = partitionName(day);
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
        const [exists] = await rowsOf<{ found: string | null }>(
          tx,
          sql`select to_regclass(${name})::text as found`,
        );
        if (!exists?.found) return;
        // DDL takes no bind parameters: the name is built from a checked YYYY-MM-DD.
        await tx.execute(sql.raw(`alter table logs detach partition ${name}`));
        await tx.execute(sql.raw(`drop table ${name}`));
      });
    },

    /** Whether any of the companies has a line (of one of `types`, when given). */
    async hasLogs(orgIds: readonly string[], types?: readonly LogType[]): Promise<boolean> {
      if (orgIds.length === 0) return false;
      const [row] = await db
        .select({ id: logs.id })
        .from(logs)
        .where(and(inArray(logs.orgId, [...orgIds]), types ? inArray(logs.type, [...types]) : undefined))
        .limit(1);
      return row !== undefined;
    },

    /** Rows in the default partition: should stay 0; a health signal for operators. */
    async defaultPartitionCount(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from logs_default`);
      return row?.n ?? 0;
    },

    /** Newest first, at most `limit` rows, stopped after `timeoutMs`. */
    async search(criteria: LogCriteria, limit: number, timeoutMs: number): Promise<StoredLog[]> {
      return withTimeout(db, timeoutMs, (tx) => page(tx, criteria, undefined, limit));
    },

    /** One keyset page: the `limit` rows after `after` (newest first). */
    async page(
      criteria: LogCriteria,
      after: LogCursor | undefined,
      limit: number,
      timeoutMs: number,
    ): Promise<StoredLog[]> {
      return withTimeout(db, timeoutMs, (tx) => page(tx, criteria, after, limit));
    },

    /**
     * One slice of a search: reads at most `rows` rows of the range after `after` (newest first, filters
     * not applied), then applies the filters to those rows only and answers at most `missing` of them,
     * with how many it read and the last one read (where the next slice resumes). However much the filters
     * cost a row (a regex the complexity bound allows can take a millisecond on a long line), the
     * statement costs at most `rows` of them (DESIGN.md 9).
     */
    async scanSlice(
      criteria: LogCriteria,
      after: LogCursor | undefined,
      rows: number,
      missing: number,
      timeoutMs: number,
    ): Promise<{ matched: StoredLog[]; scanned: number; last: LogCursor | undefined }> {
      return withTimeout(db, timeoutMs, (tx) => slice(tx, criteria, after, rows, missing));
    },

    /**
     * How many rows match, counting at most `cap` (an alert's evaluation, logAlerts): one statement that
     * stops at `cap + 1` rows, stopped after `timeoutMs`. For PostgreSQL, where each caller has a connection
     * of its own; on the embedded database countSlice reads the range in bounded slices instead.
     */
    async countUpTo(criteria: LogCriteria, cap: number, timeoutMs: number): Promise<number> {
      return withTimeout(db, timeoutMs, async (tx) => {
        const limited = tx
          .select({ one: sql`1` })
          .from(logs)
          .where(where(criteria))
          .limit(cap + 1)
          .as('limited');
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(limited);
        return Math.min(row?.n ?? 0, cap);
      });
    },

    /**
     * One slice of a count: reads at most `rows` rows of the range after `after` (newest first, filters
     * not applied), then counts those that match, with how many it read and the last one read: the
     * statement costs at most `rows` filter evaluations, as scanSlice's does.
     */
    async countSlice(
      criteria: LogCriteria,
      after: LogCursor | undefined,
      rows: number,
      timeoutMs: number,
    ): Promise<{ matched: number; scanned: number; last: LogCursor | undefined }> {
      return withTimeout(db, timeoutMs, (tx) => countInSlice(tx, criteria, after, rows));
    },

    /** The names of apps by id, for showing log lines; ids of apps deleted since are left out. */
    async appNames(appIds: readonly string[]): Promise<Record<string, string>> {
      if (appIds.length === 0) return {};
      const rows = await db
        .select({ id: apps.id, name: apps.name })
        .from(apps)
        .where(inArray(apps.id, [...appIds]));
      return Object.fromEntries(rows.map((row) => [row.id, row.name]));
    },

    async earliestDate(orgId: string, appId?: string): Promise<Date | null> {
      const conditions = [eq(logs.orgId, orgId)];
      if (appId !== undefined) conditions.push(eq(logs.appId, appId));
      const [row] = await db
        .select({ date: logs.date })
        .from(logs)
        .where(and(...conditions))
        .orderBy(logs.date)
        .limit(1);
      return row?.date ?? null;
    },

    /**
     * Values of a column that start with `prefix`, the most frequent first, taken from the newest lines
     * since `since` (a bounded sample, so suggestions stay fast on any volume).
     */
    async suggestions(input: {
      orgId: string;
      appId?: string | undefined;
      column: string;
      prefix: string;
      since: Date;
      limit: number;
      sample: number;
    }): Promise<string[]> {
      const column = findLogColumn(input.column);
      if (!column || column.type === 'date') return [];
      const value: SQL =
        column.kind === 'field'
          ? sql`${fieldColumns[input.column as keyof typeof fieldColumns]}`
          : sql`(${logs.attributes} ->> ${input.column}::text)`;
      const conditions = [
        eq(logs.orgId, input.orgId),
        sql`${logs.date} >= ${input.since}`,
        sql`${value} is not null`,
      ];
      if (input.appId !== undefined) conditions.push(eq(logs.appId, input.appId));
      if (input.prefix !== '') conditions.push(sql`starts_with(${value}, ${input.prefix})`);
      const sample = db
        .select({ value: sql<string>`${value}`.as('value') })
        .from(logs)
        .where(and(...conditions))
        .orderBy(desc(logs.date))
        .limit(input.sample)
        .as('sample');
      const rows = await db
        .select({ value: sample.value })
        .from(sample)
        .groupBy(sample.value)
        .orderBy(sql`count(*) desc`, sample.value)
        .limit(input.limit);
      return rows.map((row) => row.value);
    },
  };
}

/**
 * One keyset page. Drizzle builds the statement; the driver runs it and answers rows as arrays, read here in
 * the order of `selection`. Drizzle's own execution costs about a millisecond and a half more per page of
 * 500 rows (measured in bench/logs.ts), a third of the whole search on a selective query, and the search is
 * the log store's hot path.
 */
async function page(
  db: Db,
  criteria: LogCriteria,
  after: LogCursor | undefined,
  limit: number,
): Promise<StoredLog[]> {
  const query = db
    .select(selection)
    .from(logs)
    .where(where(criteria, after))
    .orderBy(desc(logs.date), desc(logs.id))
    .limit(limit)
    .toSQL();
  // Unnamed: the statement's text changes with the filters.
  const rows = await arrayRows(db, { sql: query.sql }, query.params);
  return rows.map(storedLog);
}

const dialect = new PgDialect();

/**
 * The statement of scanSlice. The rows read come first (materialized: the filters must not be pushed into
 * the read, which would let it run on until enough rows match), under the table's own name so that the
 * filters' column references read them. Answers the matching rows, then the last row read, marked
 * (is_last) and carrying the count read.
 */
async function slice(
  db: Db,
  criteria: LogCriteria,
  after: LogCursor | undefined,
  rows: number,
  missing: number,
): Promise<{ matched: StoredLog[]; scanned: number; last: LogCursor | undefined }> {
  const columns = sql`${logs.id}::text, ${logs.appId}, ${logs.date}, ${logs.source}, ${logs.type}, ${logs.level},
    ${logs.message}, ${logs.attributes}, ${logs.date}::text`;
  const filters = criteria.filters.map(filterCondition);
  const statement = sql`with scanned as materialized (
      select * from ${logs} where ${rangeOnly(criteria, after)}
      order by ${logs.date} desc, ${logs.id} desc limit ${rows}
    )
    (select ${columns}, false, 0 from scanned as ${logs}
      ${filters.length > 0 ? sql`where ${and(...filters)}` : sql``}
      order by ${logs.date} desc, ${logs.id} desc limit ${missing})
    union all
    (select ${columns}, true, (select count(*)::int from scanned) from scanned as ${logs}
      order by ${logs.date}, ${logs.id} limit 1)`;
  const query = dialect.sqlToQuery(statement);
  const answer = (await arrayRows(db, { sql: query.sql }, query.params)).map((row) => ({
    log: storedLog(row),
    isLast: row[9] as boolean,
    scanned: row[10] as number,
  }));
  const last = answer.find((row) => row.isLast);
  return {
    matched: answer.filter((row) => !row.isLast).map((row) => row.log),
    scanned: last?.scanned ?? 0,
    last: last?.log.cursor,
  };
}

/** The statement of countSlice: scanSlice's read, answering counts and the last row read only. */
async function countInSlice(
  db: Db,
  criteria: LogCriteria,
  after: LogCursor | undefined,
  rows: number,
): Promise<{ matched: number; scanned: number; last: LogCursor | undefined }> {
  const filters = criteria.filters.map(filterCondition);
  const statement = sql`with scanned as materialized (
      select * from ${logs} where ${rangeOnly(criteria, after)}
      order by ${logs.date} desc, ${logs.id} desc limit ${rows}
    ),
    last as (select ${logs.date}::text as date, ${logs.id}::text as id from scanned as ${logs}
      order by ${logs.date}, ${logs.id} limit 1)
    select (select count(*)::int from scanned as ${logs}
        ${filters.length > 0 ? sql`where ${and(...filters)}` : sql``}),
      (select count(*)::int from scanned), (select date from last), (select id from last)`;
  const query = dialect.sqlToQuery(statement);
  const [row] = await arrayRows(db, { sql: query.sql }, query.params);
  const [matched, scanned, date, id] = (row ?? [0, 0, null, null]) as [
    number,
    number,
    string | null,
    string | null,
  ];
  return { matched, scanned, last: date !== null && id !== null ? { date, id } : undefined };
}

/** A row of `page` or `slice`, read in the order of their select lists. */
function storedLog(row: unknown[]): StoredLog {
  const [id, appId, date, source, type, level, message, attributes, cursorDate] = row as [
    string,
    string | null,
    Date | string,
    string,
    string,
    string,
    string,
    Record<string, unknown>,
    string,
  ];
  return {
    id,
    appId,
    date: date instanceof Date ? date : new Date(date),
    source,
    type,
    level,
    message,
    attributes,
    cursor: { date: cursorDate, id },
  };
}

export type LogsRepository = ReturnType<typeof logsRepository>;
