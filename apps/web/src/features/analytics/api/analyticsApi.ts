import type {
  ActiveUsersResponse,
  AnalyticsRangeQuery,
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
