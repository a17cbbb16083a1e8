import {
  type AnalyticsRangeQuery,
  analyticsEndpoints,
  copilotEndpoints,
  type MetricsQuery,
} from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

// A 400 (range, app) or 503 (timeout) is shown in the page, next to the charts, not as a global error.
const shownInPage = [400, 503];

/** The server's analytics calls (docs/analytics-api.md), all through the one http client. */
export const analyticsApi = {
  /** The copilot's figures over the range (docs/product/copilot.md COPILOT-7), when its flag is on. */
  copilotMetrics: (query: AnalyticsRangeQuery, signal?: AbortSignal) =>
    api(copilotEndpoints.getCopilotMetrics, {
      query: { start: query.from, end: query.to },
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
  metrics: (query: MetricsQuery, signal?: AbortSignal) =>
    api(analyticsEndpoints.getMetrics, {
      query,
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
  usagesSelf: (query: AnalyticsRangeQuery, signal?: AbortSignal) =>
    api(analyticsEndpoints.getMyUsages, {
      query,
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
  usersSelf: (query: AnalyticsRangeQuery, signal?: AbortSignal) =>
    api(analyticsEndpoints.listActiveUsers, {
      query,
      signal,
      excludeFromGlobalHandling: shownInPage,
    }),
};
