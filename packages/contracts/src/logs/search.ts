import { z } from 'zod';
import type { Issue } from '../messages.ts';
import { builtInPresetTypes, findLogColumn, logLevelSchema, logTypeSchema } from './logColumns.ts';
import { conditionValueKind, filterNumber, LOG_RESULT_LIMIT, logFilterConditionSchema } from './logEnums.ts';
import { isValidRe2, MAX_REGEX_LENGTH } from './regex.ts';

export const builtInLogPresetSchema = z.enum(
  Object.keys(builtInPresetTypes) as [
    keyof typeof builtInPresetTypes,
    ...(keyof typeof builtInPresetTypes)[],
  ],
);
export type BuiltInLogPresetName = z.infer<typeof builtInLogPresetSchema>;

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });

/**
 * One filter row of the logs page: a column, a condition of docs/product/logs.md LOGS-2 and (except for
 * exists) a value.
 */
export const logFilterSchema = z.object({
  column: z.string().min(1).max(64),
  condition: logFilterConditionSchema,
  // Forms send text; a JSON client may send a number for a number condition.
  value: z.union([z.string().max(MAX_REGEX_LENGTH), z.number()]).optional(),
});
export type LogFilter = z.infer<typeof logFilterSchema>;

export const logSearchRequestSchema = z.object({
  start: isoDateTime,
  end: isoDateTime,
  appId: z.string().min(1).max(128).optional(),
  preset: builtInLogPresetSchema.default('All'),
  /**
   * With the All preset, the portal's own requests (access lines from source 'portal': people reading the
   * app in the portal) are left out unless asked for; the Access Detail preset always shows them.
   */
  portalRequests: z.boolean().default(false),
  filters: z.array(logFilterSchema).max(20).default([]),
  limit: z.number().int().min(1).max(LOG_RESULT_LIMIT).default(LOG_RESULT_LIMIT),
});
export type LogSearchRequest = z.input<typeof logSearchRequestSchema>;

export const logRowSchema = z.object({
  /** A 64-bit id, as a string so JavaScript never rounds it. */
  id: z.string(),
  appId: z.string().nullable(),
  date: z.string(),
  source: z.string(),
  type: logTypeSchema,
  level: logLevelSchema,
  message: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export type LogRow = z.infer<typeof logRowSchema>;

export const logSearchResponseSchema = z.object({
  /** Newest first, at most `limit` rows (docs/product/logs.md LOGS-7: 500). */
  data: z.array(logRowSchema),
  /** True when more rows match than were returned: the page says the limit was reached. */
  limitReached: z.boolean(),
  limit: z.number().int(),
  /** The names of the apps of `data`, by app id (an app deleted since has none: its id is shown). */
  appNames: z.record(z.string(), z.string()),
});
export type LogSearchResponse = z.infer<typeof logSearchResponseSchema>;

/**
 * The date of the oldest log line of the company (of the app, when one is given), or null. Its own
 * endpoint, not part of a search's answer: the page asks once per app, and each search would otherwise
 * pay for a second query over every partition.
 */
export const logEarliestDateResponseSchema = z.object({ earliestDate: z.string().nullable() });
export const logEarliestDateQuerySchema = z.object({ appId: z.string().min(1).max(128).optional() });

export const logSuggestionsQuerySchema = z.object({
  column: z.string().min(1).max(64),
  prefix: z.string().max(200).default(''),
  appId: z.string().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const logSuggestionsResponseSchema = z.object({ values: z.array(z.string()) });

export const logDownloadFormats = ['csv', 'ndjson'] as const;

/**
 * The download takes the search as query parameters so a plain link (which cannot send headers) can start
 * it: `filters` is the JSON of the filter list, `organizationId` stands in for the x-organization-id header.
 */
export const logDownloadQuerySchema = z.object({
  format: z.enum(logDownloadFormats).default('csv'),
  start: isoDateTime,
  end: isoDateTime,
  appId: z.string().min(1).max(128).optional(),
  preset: builtInLogPresetSchema.default('All'),
  portalRequests: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  filters: z
    .string()
    .max(25_000)
    .default('[]')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be the JSON of the filter list' });
        return z.NEVER;
      }
    })
    .pipe(z.array(logFilterSchema).max(20)),
  organizationId: z.uuid().optional(),
});
/** The download's answer: the lines as a file, streamed. */
export const logDownloadFileSchema = z.unknown().describe('text/csv or application/x-ndjson file');

/** An archive of every line of a date range (of one app, or of the whole company), made by a job. */
export const logArchiveRequestSchema = z.object({
  start: isoDateTime,
  end: isoDateTime,
  appId: z.string().min(1).max(128).optional(),
});
export type LogArchiveRequest = z.infer<typeof logArchiveRequestSchema>;

/**
 * What is wrong with one filter, or undefined: the rules the web shows next to the field and the server
 * enforces with a 400 (unknown column, missing value, a text value for a number condition, a regex that
 * is not RE2: docs/product/logs.md LOGS-2, LOGS-3).
 */
export function logFilterIssue(filter: LogFilter): Issue | undefined {
  const column = findLogColumn(filter.column);
  if (!column) return { key: 'logs.unknownColumn', params: { column: filter.column } };
  if (column.type === 'date') return { key: 'logs.dateColumnFilter' };
  const kind = conditionValueKind(filter.condition);
  if (kind === 'none') return undefined;
  if (filter.value === undefined || filter.value === '') {
    return { key: 'logs.valueRequired', params: { column: column.name } };
  }
  if (kind === 'number') {
    if (column.type !== 'number')
      return { key: 'logs.numberConditionOnText', params: { column: column.name } };
    if (filterNumber(filter.value) === undefined) {
      return { key: 'logs.numberRequired', params: { column: column.name } };
    }
  }
  if (kind === 'regex' && !isValidRe2(String(filter.value))) return { key: 'logs.regexInvalid' };
  return undefined;
}
