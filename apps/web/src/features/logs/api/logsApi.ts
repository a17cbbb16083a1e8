import type {
  LogArchive,
  LogArchiveRequest,
  LogArchivesResponse,
  LogColumn,
  LogPreset,
  LogPresetInput,
  LogSearchRequest,
  LogSearchResponse,
} from '@portal/contracts';
import { http } from '../../../lib/http/httpClient.ts';

export const LOGS_PREFIX = '/observability/v1/logs';

/** The server's calls for logs (SPEC.md 7), all through the one http client. */
export const logsApi = {
  search: (request: LogSearchRequest, signal?: AbortSignal) =>
    http.post<LogSearchResponse>(`${LOGS_PREFIX}/search`, request, {
      signal,
      // A 400 (bad filter, range) or 503 (timeout) is shown on the page, not as a global error.
      excludeFromGlobalHandling: [400, 503],
    }),
  schemas: (signal?: AbortSignal) => http.get<{ columns: LogColumn[] }>(`${LOGS_PREFIX}/schemas`, { signal }),
  suggestions: (column: string, prefix: string, appId: string | undefined, signal?: AbortSignal) =>
    http.get<{ values: string[] }>(`${LOGS_PREFIX}/suggestions`, {
      query: { column, prefix, appId, limit: 20 },
      signal,
      excludeFromGlobalHandling: [400],
    }),
  presets: (signal?: AbortSignal) =>
    http.get<{ total: number; data: LogPreset[] }>(`${LOGS_PREFIX}/presets`, { signal }),
  createPreset: (input: LogPresetInput) =>
    http.post<LogPreset>(`${LOGS_PREFIX}/presets`, input, { excludeFromGlobalHandling: [400, 409] }),
  updatePreset: (id: string, input: LogPresetInput) =>
    http.put<LogPreset>(`${LOGS_PREFIX}/presets/${encodeURIComponent(id)}`, input, {
      excludeFromGlobalHandling: [400, 404, 409],
    }),
  deletePreset: (id: string) =>
    http.delete<null>(`${LOGS_PREFIX}/presets/${encodeURIComponent(id)}`, {
      excludeFromGlobalHandling: [404],
    }),
  archives: (signal?: AbortSignal) => http.get<LogArchivesResponse>(`${LOGS_PREFIX}/archives`, { signal }),
  createArchive: (request: LogArchiveRequest) =>
    http.post<LogArchive>(`${LOGS_PREFIX}/archives`, request, { excludeFromGlobalHandling: [400] }),
  deleteArchive: (id: string) =>
    http.delete<null>(`${LOGS_PREFIX}/archives/${encodeURIComponent(id)}`, {
      // Not allowed (someone else's archive) or already gone: said in a toast next to the list.
      excludeFromGlobalHandling: [403, 404],
    }),
};
