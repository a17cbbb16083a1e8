import type { AnalyticsRangeQuery, MetricsQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { analyticsApi } from './analyticsApi.ts';

/** Query keys of the analytics feature (docs/architecture.md, The query cache). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  metrics: (query: MetricsQuery) => [...analyticsKeys.all, 'metrics', query] as const,
  usagesSelf: (query: AnalyticsRangeQuery) => [...analyticsKeys.all, 'usagesSelf', query] as const,
  usersSelf: (query: AnalyticsRangeQuery) => [...analyticsKeys.all, 'usersSelf', query] as const,
  copilot: (query: AnalyticsRangeQuery) => [...analyticsKeys.all, 'copilot', query] as const,
};

// A range names its own dates: the same key is the same answer; a bad range will not get better by retrying.
const fixed = { staleTime: Number.POSITIVE_INFINITY, retry: false } as const;

export function metricsQueryOptions(query: MetricsQuery, enabled = true) {
  return queryOptions({
    queryKey: analyticsKeys.metrics(query),
    queryFn: ({ signal }) => analyticsApi.metrics(query, signal),
    enabled,
    ...fixed,
  });
}

export function usagesSelfQueryOptions(query: AnalyticsRangeQuery, enabled = true) {
  return queryOptions({
    queryKey: analyticsKeys.usagesSelf(query),
    queryFn: ({ signal }) => analyticsApi.usagesSelf(query, signal),
    enabled,
    ...fixed,
  });
}

export function usersSelfQueryOptions(query: AnalyticsRangeQuery, enabled = true) {
  return queryOptions({
    queryKey: analyticsKeys.usersSelf(query),
    queryFn: ({ signal }) => analyticsApi.usersSelf(query, signal),
    enabled,
    ...fixed,
  });
}

export function copilotMetricsQueryOptions(query: AnalyticsRangeQuery, enabled = true) {
  return queryOptions({
    queryKey: analyticsKeys.copilot(query),
    queryFn: ({ signal }) => analyticsApi.copilotMetrics(query, signal),
    enabled,
    ...fixed,
  });
}
