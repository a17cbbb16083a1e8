import { type AuditFilter, analyticsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export type AuditPageQuery = AuditFilter & { start: number; length: number };

export const auditsApi = {
  page: (query: AuditPageQuery, signal?: AbortSignal) =>
    api(analyticsEndpoints.listAudits, { query, signal, excludeFromGlobalHandling: [400, 503] }),
};

/**
 * The export link. A link cannot send headers, so the company goes in `organizationId` (contracts'
 * auditExportQuerySchema); the browser streams the CSV to disk.
 */
export function auditExportUrl(filter: AuditFilter, organizationId: string | undefined): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.user) params.set('user', filter.user);
  if (filter.action) params.set('action', filter.action);
  if (organizationId) params.set('organizationId', organizationId);
  return `${analyticsEndpoints.exportAudits.path}?${params.toString()}`;
}

export const auditsKeys = {
  page: (query: AuditPageQuery) => ['audits', 'page', query] as const,
};

export function auditPageQueryOptions(query: AuditPageQuery, enabled: boolean) {
  return queryOptions({
    queryKey: auditsKeys.page(query),
    queryFn: ({ signal }) => auditsApi.page(query, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
    // Keeps the table while the next page loads, so paging does not flash a spinner.
    placeholderData: (previous) => previous,
  });
}
