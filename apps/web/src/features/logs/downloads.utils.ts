import { type LogSearchRequest, logsEndpoints } from '@portal/contracts';
import { endpointPath } from '../../lib/http/api.ts';

export type DownloadFormat = 'csv' | 'ndjson';

/**
 * The GET /download link. A link cannot send headers, so the company goes in `organizationId` and the
 * filters as JSON (contracts' logDownloadQuerySchema).
 */
export function downloadUrl(
  request: LogSearchRequest,
  format: DownloadFormat,
  organizationId: string | undefined,
) {
  const params = new URLSearchParams({ format, start: request.start, end: request.end });
  if (request.appId) params.set('appId', request.appId);
  params.set('preset', request.preset ?? 'All');
  if (request.portalRequests) params.set('portalRequests', 'true');
  params.set('filters', JSON.stringify(request.filters ?? []));
  if (organizationId) params.set('organizationId', organizationId);
  return `${logsEndpoints.downloadLogs.path}?${params.toString()}`;
}

/** The GET link of a READY archive's file; the company goes in the query for the same reason. */
export function archiveDownloadUrl(archiveId: string, organizationId: string | undefined) {
  const query = organizationId ? `?${new URLSearchParams({ organizationId }).toString()}` : '';
  return `${endpointPath(logsEndpoints.downloadLogArchive.path, { id: archiveId })}${query}`;
}
