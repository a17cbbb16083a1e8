import { findLogColumn, type LogType } from '@portal/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, pgliteOf } from '../../db/client.ts';
import { insertJsonText } from '../../db/jsonRows.ts';
import { apps, logs } from '../../db/schema/index.ts';
import type { LogInsert } from '../../platform/logStore.ts';
import { logPartitionsRepository } from './logPartitions.repository.ts';
import {
  countInSlice,
  fieldColumns,
  type LogCriteria,
  type LogCursor,
  page,
  type StoredLog,
  slice,
  where,
} from './logReads.repository.ts';
import { logRowsJson } from './logRowsJson.ts';
import { withTimeout } from './logTimeout.repository.ts';

export type { LogCriteria, LogCursor, StoredLog } from './logReads.repository.ts';
export { LogQueryTimeout, withTimeout } from './logTimeout.repository.ts';

const INSERT_CHUNK = 5000;

/** The logs table's columns a row gives, by drizzle's names: the keys of each row's JSON (logRowsJson.ts). */
const logRowKeys = [
  'orgId',
  'appId',
  'date',
  'source',
  'type',
  'level',
  'message',
  'attributes',
] as const satisfies readonly (keyof typeof logs.$inferInsert)[];

/**
 * Every query of the log store (docs/decisions/log-store.md) is in this module's repositories: this one
 * (writes, searches, suggestions), logReads (the statements of a search), logPartitions (the day partitions),
 * logTimeout (a statement's deadline) and demoLogs (the demo world's month of lines). Nothing else reads or writes `logs`, so a column store can replace
 * them. Callers speak in criteria (company, range, app, types, filters of docs/product/logs.md LOGS-2 with
 * RE2 regexes), never in SQL. The company is part of every WHERE clause: a caller cannot forget it.
 */
export function logsRepository(db: Db) {
  return {
    ...logPartitionsRepository(db),

    /**
     * The embedded database: one connection that every statement of every user waits for in turn, so a
     * long read must be sliced (scanSlice) to let others' statements in.
     */
    sharesOneConnection: pgliteOf(db) !== undefined,

    /**
     * A batch travels as ONE json parameter (db/jsonRows.ts): drizzle's multi-row VALUES bound eight
     * parameters a row, and building and parsing them cost more than writing the rows (30,000 demo lines:
     * 2.8 s -> 1.1 s on PGlite, bench/README). logRowsJson writes each row's JSON once, with the characters
     * PostgreSQL refuses in json replaced.
     */
    async insert(rows: readonly LogInsert[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await insertJsonText(db, logs, logRowKeys, logRowsJson(rows.slice(i, i + INSERT_CHUNK)));
      }
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
     * statement costs at most `rows` of them (docs/decisions/pglite-sliced-reads.md).
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

export type LogsRepository = ReturnType<typeof logsRepository>;
