import { findLogColumn, type LogFilter, type LogType } from '@portal/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { arrayRows } from '../../db/preparedRows.ts';
import { logs } from '../../db/schema/index.ts';
import { re2ToPostgres } from './re2ToPostgres.ts';

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

export const fieldColumns = {
  appId: logs.appId,
  source: logs.source,
  type: logs.type,
  level: logs.level,
  message: logs.message,
} as const;

/**
 * The condition of one filter (docs/product/logs.md LOGS-2). Negative conditions also match lines without the
 * column.
 */
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
export function rangeOnly(criteria: LogCriteria, after?: LogCursor): SQL {
  return where({ ...criteria, filters: [] }, after);
}

export function where(criteria: LogCriteria, after?: LogCursor): SQL {
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

/**
 * One keyset page. Drizzle builds the statement; the driver runs it and answers rows as arrays, read here in
 * the order of `selection`. Drizzle's own execution costs about a millisecond and a half more per page of
 * 500 rows (measured in bench/logs.ts), a third of the whole search on a selective query, and the search is
 * the log store's hot path.
 */
export async function page(
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
export async function slice(
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
export async function countInSlice(
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
