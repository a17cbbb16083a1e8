import { z } from 'zod';
import {
  logArchiveDownloadQuerySchema,
  logArchiveFileSchema,
  logArchiveIdParamsSchema,
  logArchiveSchema,
  logArchivesResponseSchema,
} from '../logs/archives.ts';
import { logSchemasResponseSchema } from '../logs/logColumns.ts';
import {
  logPresetInputSchema,
  logPresetListSchema,
  logPresetParamsSchema,
  logPresetSchema,
} from '../logs/presets.ts';
import {
  logArchiveRequestSchema,
  logDownloadFileSchema,
  logDownloadQuerySchema,
  logEarliestDateQuerySchema,
  logEarliestDateResponseSchema,
  logSearchRequestSchema,
  logSearchResponseSchema,
  logSuggestionsQuerySchema,
  logSuggestionsResponseSchema,
} from '../logs/search.ts';
import { endpointSpecs } from './endpoint.ts';
import { logsEndpoints } from './logs.ts';

/** A read of the store may time out (503). */
const readErrors = [400, 401, 403, 503];
const presetErrors = [400, 401, 403, 404];
const archiveErrors = [400, 401, 403, 404, 409];

export const logsSpecs = /* @__PURE__ */ endpointSpecs(logsEndpoints, ['logs'], {
  searchLogs: {
    summary: 'The newest matching log lines (at most 500) of the selected company',
    errors: readErrors,
    schemas: { body: logSearchRequestSchema, response: logSearchResponseSchema },
  },
  getLogColumns: {
    summary: 'The columns a filter or the table can use',
    errors: readErrors,
    schemas: { response: logSchemasResponseSchema },
  },
  getEarliestLogDate: {
    summary: 'The date of the oldest log line of the company (or of one app)',
    errors: readErrors,
    schemas: { query: logEarliestDateQuerySchema, response: logEarliestDateResponseSchema },
  },
  suggestLogValues: {
    summary: 'Frequent values of a column starting with a prefix (recent lines)',
    errors: readErrors,
    schemas: { query: logSuggestionsQuerySchema, response: logSuggestionsResponseSchema },
  },
  downloadLogs: {
    summary: 'Every matching line of the range as CSV or NDJSON, streamed (not capped at 500)',
    errors: readErrors,
    schemas: { query: logDownloadQuerySchema, response: logDownloadFileSchema },
  },
  listLogPresets: {
    summary: 'My custom presets in this company',
    errors: presetErrors,
    schemas: { response: logPresetListSchema },
  },
  createLogPreset: {
    summary: 'Save a custom preset',
    errors: [...presetErrors, 409],
    schemas: { body: logPresetInputSchema, response: logPresetSchema },
  },
  updateLogPreset: {
    summary: 'Replace a custom preset',
    errors: [...presetErrors, 409],
    schemas: { params: logPresetParamsSchema, body: logPresetInputSchema, response: logPresetSchema },
  },
  deleteLogPreset: {
    summary: 'Delete a custom preset',
    errors: presetErrors,
    schemas: { params: logPresetParamsSchema, response: z.null() },
  },
  createLogArchive: {
    summary: 'Archive every line of a date range (of one app or the company) as a gzip NDJSON file',
    errors: archiveErrors,
    schemas: { body: logArchiveRequestSchema, response: logArchiveSchema },
  },
  listLogArchives: {
    summary: "The company's archives, newest first (at most 100)",
    errors: archiveErrors,
    schemas: { response: logArchivesResponseSchema },
  },
  downloadLogArchive: {
    summary: 'The file of a READY archive (409 while it is being written)',
    errors: archiveErrors,
    schemas: {
      params: logArchiveIdParamsSchema,
      query: logArchiveDownloadQuerySchema,
      response: logArchiveFileSchema,
    },
  },
  deleteLogArchive: {
    summary: 'Delete an archive and its file (its maker or a company admin)',
    errors: archiveErrors,
    schemas: { params: logArchiveIdParamsSchema, response: z.null() },
  },
});
