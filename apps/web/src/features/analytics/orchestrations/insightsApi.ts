import type { InsightsQuery, OrchestrationInsights } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

export const insightsQueryOptions = (organizationId: string, query: InsightsQuery) =>
  queryOptions({
    queryKey: ['orchestration-insights', organizationId, query] as const,
    queryFn: ({ signal }) =>
      http.get<OrchestrationInsights>('/orchestrate/insights/v1/summary', { query, signal }),
  });
