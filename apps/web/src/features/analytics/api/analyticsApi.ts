import type {
  ActiveUsersResponse,
  AnalyticsRangeQuery,
  CopilotMetrics,
  MetricsQuery,
  MetricsResponse,
  SelfUsagesResponse,
} from '@portal/contracts';
import { http } from '../../../lib/http/httpClient.ts';

export const ANALYTICS_PREFIX = '/observability/v1';

// A 400 (range, app) or 503 (timeout) is shown in the page, next to the charts, not as a global error.
const shownInPage = [400, 503];

/** The server's analytics calls (docs/analytics-api.md), all through the one http client. */
export const analyticsApi = {
  /** The copilot's figures over the range (issue 16 item 7), when the copilot flag is on. */
  copilotMetrics: (query: AnalyticsRangeQuery, signal?: AbortSignal) =>
    http.get<CopilotMetrics>('/sub-api/v1/copilot/metrics', {
      query: { start: query.from, end: query.to },
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
  metrics: (query: MetricsQuery, signal?: AbortSignal) =>
    http.get<MetricsResponse>(`${ANALYTICS_PREFIX}/metrics`, {
      query,
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
  usagesSelf: (query: AnalyticsRangeQuery, signal?: AbortSignal) =>
    http.get<SelfUsagesResponse>(`${ANALYTICS_PREFIX}/usages/self`, {
      query,
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
  usersSelf: (query: AnalyticsRangeQuery, signal?: AbortSignal) =>
    http.get<ActiveUsersResponse>(`${ANALYTICS_PREFIX}/users/self`, {
      query,
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
};
