import type { z } from 'zod';
import type {
  logArchiveDownloadQuerySchema,
  logArchiveFileSchema,
  logArchiveIdParamsSchema,
  logArchiveSchema,
  logArchivesResponseSchema,
} from '../logs/archives.ts';
import type { logSchemasResponseSchema } from '../logs/logColumns.ts';
import type {
  logPresetInputSchema,
  logPresetListSchema,
  logPresetParamsSchema,
  logPresetSchema,
} from '../logs/presets.ts';
import type {
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
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'logs.read' } as const;
/** A download link cannot send the x-organization-id header: the company may come in the query. */
const readByLink = { orgPermission: 'logs.read', orgQuery: 'organizationId' } as const;
type NoContent = { response: z.ZodNull };

/**
 * The log store of the selected company (docs/product/logs.md): search, columns, suggestions, earliest date
 * and download; the user's custom presets; archives by date range. An app id the company may not see is
 * the handler's 404.
 */
export const logsEndpoints = /* @__PURE__ */ endpointTable({
  searchLogs: op<{ body: typeof logSearchRequestSchema; response: typeof logSearchResponseSchema }>()({
    method: 'POST',
    path: '/observability/v1/logs/search',
    status: 200,
    access: read,
  }),
  getLogColumns: op<{ response: typeof logSchemasResponseSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/schemas',
    status: 200,
    access: 'session',
  }),
  getEarliestLogDate: op<{
    query: typeof logEarliestDateQuerySchema;
    response: typeof logEarliestDateResponseSchema;
  }>()({
    method: 'GET',
    path: '/observability/v1/logs/earliest-date',
    status: 200,
    access: read,
  }),
  suggestLogValues: op<{
    query: typeof logSuggestionsQuerySchema;
    response: typeof logSuggestionsResponseSchema;
  }>()({
    method: 'GET',
    path: '/observability/v1/logs/suggestions',
    status: 200,
    access: read,
  }),
  downloadLogs: op<{ query: typeof logDownloadQuerySchema; response: typeof logDownloadFileSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/download',
    status: 200,
    access: readByLink,
  }),
  listLogPresets: op<{ response: typeof logPresetListSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/presets',
    status: 200,
    access: read,
  }),
  createLogPreset: op<{ body: typeof logPresetInputSchema; response: typeof logPresetSchema }>()({
    method: 'POST',
    path: '/observability/v1/logs/presets',
    status: 201,
    access: read,
  }),
  updateLogPreset: op<{
    params: typeof logPresetParamsSchema;
    body: typeof logPresetInputSchema;
    response: typeof logPresetSchema;
  }>()({
    method: 'PUT',
    path: '/observability/v1/logs/presets/:id',
    status: 200,
    access: read,
  }),
  deleteLogPreset: op<{ params: typeof logPresetParamsSchema } & NoContent>()({
    method: 'DELETE',
    path: '/observability/v1/logs/presets/:id',
    status: 204,
    access: read,
  }),
  createLogArchive: op<{ body: typeof logArchiveRequestSchema; response: typeof logArchiveSchema }>()({
    method: 'POST',
    path: '/observability/v1/logs/archives',
    status: 202,
    access: read,
  }),
  listLogArchives: op<{ response: typeof logArchivesResponseSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/archives',
    status: 200,
    access: read,
  }),
  downloadLogArchive: op<{
    params: typeof logArchiveIdParamsSchema;
    query: typeof logArchiveDownloadQuerySchema;
    response: typeof logArchiveFileSchema;
  }>()({
    method: 'GET',
    path: '/observability/v1/logs/archives/:id/download',
    status: 200,
    access: readByLink,
  }),
  deleteLogArchive: op<{ params: typeof logArchiveIdParamsSchema } & NoContent>()({
    method: 'DELETE',
    path: '/observability/v1/logs/archives/:id',
    status: 204,
    access: read,
  }),
});
