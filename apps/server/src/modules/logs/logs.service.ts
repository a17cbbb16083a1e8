import {
  type BuiltInLogPresetName,
  builtInPresetTypes,
  dateRangeIssues,
  formatMessage,
  isUuid,
  type LogFilter,
  type LogRangeVariant,
  type LogRow,
  type LogSearchResponse,
  logFilterIssue,
  logLevels,
  logTypes,
} from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { LogInsert } from '../../platform/logStore.ts';
import {
  type DurationObserver,
  type LogSearchOutcome,
  secondsSince,
} from '../../platform/metrics/portalMetrics.ts';
import type { LogPartitionManager } from './logPartitions.ts';
import { newestInSlices, nextSliceRows, SLICE_SIZES, type SliceSizes, slicesOf } from './logSlices.ts';
import { dayWindows, newestInSpans } from './logSpans.ts';
import {
  type LogCriteria,
  type LogCursor,
  LogQueryTimeout,
  type LogsRepository,
  type StoredLog,
} from './logs.repository.ts';
import { re2ToPostgres } from './re2ToPostgres.ts';

export type LogQuery = {
  start: string;
  end: string;
  appId?: string | undefined;
  preset: BuiltInLogPresetName;
  /** See logSearchRequestSchema: false (the default) leaves the portal's own requests out of All. */
  portalRequests?: boolean;
  filters: LogFilter[];
};

export type LogsServiceOptions = {
  repo: LogsRepository;
  partitions: LogPartitionManager;
  rangeVariant: LogRangeVariant;
  /** Time a search may take, its spans sharing it (logSpans.ts); the statement timeout of each download batch. */
  searchTimeoutMs: number;
  /**
   * Time a whole download or archive read may take (docs/product/logs.md LOGS-9): each batch's statement gets
   * what is left of it, and a read past it ends with LogReadDeadline instead of running on.
   */
  downloadTimeoutMs?: number;
  now?: () => Date;
  /** portal_log_search_duration_seconds: each search's time in the database, by outcome. */
  searchDuration?: DurationObserver<LogSearchOutcome>;
  /**
   * Searches read in slices of bounded rows (logSlices.ts) so that others' statements run between them:
   * by default where the database has one connection for everyone (PGlite). PostgreSQL serves each user
   * on a connection of their own, and there the spans' plans keep their indexes and their speed.
   */
  sliced?: boolean;
};

/** A download or archive read that ran past its deadline: the stream ends, unfinished. */
export class LogReadDeadline extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The log read took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`);
    this.timeoutMs = timeoutMs;
    this.name = 'LogReadDeadline';
  }
}

const DOWNLOAD_BATCH = 2000;
const SUGGESTION_WINDOW_MS = 7 * 86_400_000;
const SUGGESTION_SAMPLE = 5000;

export function toLogRow(row: StoredLog): LogRow {
  return {
    id: row.id,
    appId: row.appId,
    date: row.date.toISOString(),
    source: row.source,
    type: row.type as LogRow['type'],
    level: row.level as LogRow['level'],
    message: row.message,
    attributes: row.attributes,
  };
}

/**
 * Batch insert for every writer (builds, API access, the portal's audit events, the seed): creates the
 * day partitions the rows need, then inserts them in chunks.
 */
export function logIngestion(repo: Pick<LogsRepository, 'insert'>, partitions: LogPartitionManager) {
  return async function ingestLogs(rows: readonly LogInsert[]): Promise<void> {
    if (rows.length === 0) return;
    for (const row of rows) {
      if (!logTypes.includes(row.type) || !(logLevels as readonly string[]).includes(row.level)) {
        throw new Error(`log row with unknown type or level: ${row.type}/${row.level}`);
      }
    }
    await partitions.ensureFor(rows.map((row) => row.date));
    await repo.insert(rows);
  };
}

export function logsService(options: LogsServiceOptions) {
  const { repo, partitions } = options;
  const now = options.now ?? (() => new Date());
  const sliced = options.sliced ?? repo.sharesOneConnection;

  function timeout(): HttpError {
    return new HttpError('unavailable', formatMessage('logs.searchTimeout'));
  }

  /** The checks of docs/product/logs.md LOGS-1 to LOGS-6 on a search; 400 with the first problem's text. */
  function criteriaFor(orgId: string, query: LogQuery, validAt: Date = now()): LogCriteria {
    const range = { start: new Date(query.start), end: new Date(query.end) };
    const [rangeIssue] = dateRangeIssues(range, validAt, options.rangeVariant);
    if (rangeIssue) throw new HttpError('bad_request', formatMessage(rangeIssue.key, rangeIssue.params));
    query.filters.forEach((filter, index) => {
      const issue = logFilterIssue(filter);
      const where = `Filter ${index + 1} (${filter.column})`;
      if (issue) throw new HttpError('bad_request', `${where}: ${formatMessage(issue.key, issue.params)}`);
      if (filter.condition === 'stringMatch' || filter.condition === 'stringNotMatch') {
        const translated = re2ToPostgres(String(filter.value));
        if (!translated.ok) {
          throw new HttpError(
            'bad_request',
            `${where}: ${formatMessage('logs.regexInvalid')} The log search does not support ${translated.reason}.`,
          );
        }
      }
    });
    return {
      orgId,
      start: range.start,
      end: range.end,
      appId: query.appId,
      types: builtInPresetTypes[query.preset],
      withoutPortalRequests: query.preset === 'All' && !query.portalRequests,
      filters: query.filters,
    };
  }

  async function timed<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LogQueryTimeout) throw timeout();
      throw error;
    }
  }

  /** The newest `limit + 1` matching rows (one more tells whether the limit was reached). */
  /** What a slice starts with: small only when a regex may make each row costly. */
  function sliceSizes(criteria: LogCriteria): SliceSizes {
    const hasRegex = criteria.filters.some(
      (filter) => filter.condition === 'stringMatch' || filter.condition === 'stringNotMatch',
    );
    return hasRegex ? SLICE_SIZES : { ...SLICE_SIZES, firstRows: SLICE_SIZES.firstRowsWithoutRegex };
  }

  async function newest(criteria: LogCriteria, wanted: number): Promise<StoredLog[]> {
    if (sliced) {
      return newestInSlices<LogCriteria, StoredLog, LogCursor>(
        criteria,
        wanted,
        options.searchTimeoutMs,
        (window, after, rows, missing, leftMs) =>
          timed(() => repo.scanSlice(window, after, rows, missing, leftMs)),
        timeout,
        sliceSizes(criteria),
      );
    }
    return newestInSpans(
      criteria,
      wanted,
      options.searchTimeoutMs,
      (span, missing, leftMs) => timed(() => repo.search(span, missing, leftMs)),
      timeout,
    );
  }

  /**
   * Every matching row, newest first, a day and a batch at a time so memory stays flat. Sliced, a batch
   * is a slice (logSlices.ts): its rows read are bounded, not its matches, so a filter that matches little
   * cannot make one statement read a whole day.
   */
  async function* allRows(criteria: LogCriteria): AsyncGenerator<LogRow> {
    const budget = options.downloadTimeoutMs ?? Number.POSITIVE_INFINITY;
    const deadline = Date.now() + budget;
    async function batch<T>(read: (batchMs: number) => Promise<T>): Promise<T> {
      const left = deadline - Date.now();
      if (left <= 0) throw new LogReadDeadline(budget);
      const batchMs = Math.min(options.searchTimeoutMs, left);
      try {
        return await read(batchMs);
      } catch (error) {
        // A batch cut short by the deadline (not by its own limit) is the deadline's doing.
        if (error instanceof LogQueryTimeout && batchMs < options.searchTimeoutMs)
          throw new LogReadDeadline(budget);
        if (error instanceof LogQueryTimeout) throw timeout();
        throw error;
      }
    }
    const sizes = sliceSizes(criteria);
    let sliceRows = sizes.firstRows;
    for (const window of dayWindows(criteria)) {
      let after: LogCursor | undefined;
      for (;;) {
        if (sliced) {
          const started = performance.now();
          const rowsRead = sliceRows;
          // Every match of the slice (as many as it reads): the next one resumes after the last row read.
          const slice = await batch((ms) =>
            repo.scanSlice(window, after, rowsRead, rowsRead, ms + sizes.graceMs),
          );
          sliceRows = nextSliceRows(rowsRead, performance.now() - started, sizes, slice.scanned);
          for (const row of slice.matched) yield toLogRow(row);
          if (slice.scanned < rowsRead) break;
          after = slice.last;
          continue;
        }
        const rows = await batch((ms) => repo.page(window, after, DOWNLOAD_BATCH, ms));
        for (const row of rows) yield toLogRow(row);
        if (rows.length < DOWNLOAD_BATCH) break;
        after = rows[rows.length - 1]!.cursor;
      }
    }
  }

  return {
    criteriaFor,

    ingest: logIngestion(repo, partitions),

    async search(orgId: string, query: LogQuery & { limit: number }): Promise<LogSearchResponse> {
      const criteria = criteriaFor(orgId, query);
      const startedAt = performance.now();
      let outcome: LogSearchOutcome = 'error';
      let rows: StoredLog[];
      try {
        rows = await newest(criteria, query.limit + 1);
        outcome = 'ok';
      } catch (error) {
        if (error instanceof HttpError && error.code === 'unavailable') outcome = 'timeout';
        throw error;
      } finally {
        options.searchDuration?.observe({ outcome }, secondsSince(startedAt));
      }
      const data = rows.slice(0, query.limit).map(toLogRow);
      // Ids that are not an app's uuid (lines of apps from elsewhere) cannot be looked up.
      const appIds = [
        ...new Set(data.map((row) => row.appId).filter((id): id is string => isUuid(id ?? ''))),
      ];
      return {
        data,
        limitReached: rows.length > query.limit,
        limit: query.limit,
        appNames: await repo.appNames(appIds),
      };
    },

    /**
     * How many lines of the query match, counting at most `cap` (an alert rule's evaluation): bounded as
     * an interactive search is, by the search's deadline (or `timeoutMs` when shorter: what is left of an
     * alert tick), and on the embedded database read in slices of bounded rows
     * (docs/decisions/pglite-sliced-reads.md) so that no statement holds it for long.
     */
    async count(orgId: string, query: LogQuery, cap: number, timeoutMs?: number): Promise<number> {
      const criteria = criteriaFor(orgId, query);
      const deadlineMs = Math.min(options.searchTimeoutMs, timeoutMs ?? Number.POSITIVE_INFINITY);
      if (!sliced) return timed(() => repo.countUpTo(criteria, cap, deadlineMs));
      let counted = 0;
      const slices = slicesOf<
        LogCriteria,
        LogCursor,
        { matched: number; scanned: number; last: LogCursor | undefined }
      >(
        criteria,
        deadlineMs,
        (window, after, rows, leftMs) => timed(() => repo.countSlice(window, after, rows, leftMs)),
        timeout,
        sliceSizes(criteria),
      );
      for await (const slice of slices) {
        counted += slice.matched;
        if (counted >= cap) return cap;
      }
      return counted;
    },

    async earliestDate(orgId: string, appId?: string): Promise<string | null> {
      return (await repo.earliestDate(orgId, appId))?.toISOString() ?? null;
    },

    async suggestions(
      orgId: string,
      input: { column: string; prefix: string; appId?: string | undefined; limit: number },
    ) {
      const issue = logFilterIssue({ column: input.column, condition: 'columnExists' });
      if (issue) throw new HttpError('bad_request', formatMessage(issue.key, issue.params));
      const values = await repo.suggestions({
        orgId,
        ...input,
        since: new Date(now().getTime() - SUGGESTION_WINDOW_MS),
        sample: SUGGESTION_SAMPLE,
      });
      return { values };
    },

    /**
     * Validates at once (so a bad request is a 400, not a broken download), then streams. `validAt` is
     * the moment the range was asked for: a job that runs later reads the range that was valid then.
     */
    rows(orgId: string, query: LogQuery, validAt?: Date): AsyncGenerator<LogRow> {
      return allRows(criteriaFor(orgId, query, validAt));
    },
  };
}
export type LogsService = ReturnType<typeof logsService>;
