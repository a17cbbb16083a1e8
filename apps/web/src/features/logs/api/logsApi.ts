import type { LogArchiveRequest, LogPresetInput, LogSearchRequest } from '@portal/contracts';
import { logsEndpoints } from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

/** The server's calls for logs, all through the one http client. */
export const logsApi = {
  search: (request: LogSearchRequest, signal?: AbortSignal) =>
    api(logsEndpoints.searchLogs, {
      body: request,
      signal,
      // A 400 (bad filter, range) or 503 (timeout) is shown on the page, not as a global error.
      excludeFromGlobalHandling: [400, 503],
    }),
  schemas: (signal?: AbortSignal) => api(logsEndpoints.getLogColumns, { signal }),
  suggestions: (column: string, prefix: string, appId: string | undefined, signal?: AbortSignal) =>
    api(logsEndpoints.suggestLogValues, {
      query: { column, prefix, appId, limit: 20 },
      signal,
      excludeFromGlobalHandling: [400],
    }),
  presets: (signal?: AbortSignal) => api(logsEndpoints.listLogPresets, { signal }),
  createPreset: (input: LogPresetInput) =>
    api(logsEndpoints.createLogPreset, { body: input, excludeFromGlobalHandling: [400, 409] }),
  updatePreset: (id: string, input: LogPresetInput) =>
    api(logsEndpoints.updateLogPreset, {
      params: { id },
      body: input,
      excludeFromGlobalHandling: [400, 404, 409],
    }),
  deletePreset: (id: string) =>
    api(logsEndpoints.deleteLogPreset, { params: { id }, excludeFromGlobalHandling: [404] }),
  archives: (signal?: AbortSignal) => api(logsEndpoints.listLogArchives, { signal }),
  createArchive: (request: LogArchiveRequest) =>
    api(logsEndpoints.createLogArchive, { body: request, excludeFromGlobalHandling: [400] }),
  deleteArchive: (id: string) =>
    api(logsEndpoints.deleteLogArchive, {
      params: { id },
      // Not allowed (someone else's archive) or already gone: said in a toast next to the list.
      excludeFromGlobalHandling: [403, 404],
    }),
};
