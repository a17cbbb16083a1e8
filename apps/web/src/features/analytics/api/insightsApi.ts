import { type InsightsQuery, orchestrationsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export const insightsQueryOptions = (organizationId: string, query: InsightsQuery) =>
  queryOptions({
    queryKey: ['orchestration-insights', organizationId, query] as const,
    queryFn: ({ signal }) => api(orchestrationsEndpoints.getOrchestrationInsights, { query, signal }),
  });
