import { appActivityPageSchema, appActivityQuerySchema } from '../analytics/appActivity.ts';
import {
  auditExportFileSchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
} from '../analytics/audits.ts';
import {
  analyticsRangeQuerySchema,
  metricsQuerySchema,
  metricsResponseSchema,
} from '../analytics/metrics.ts';
import { activeUsersResponseSchema, selfUsagesResponseSchema } from '../analytics/self.ts';
import { appParamsSchema } from '../apps/appsApi.ts';
import { analyticsEndpoints } from './analytics.ts';
import { endpointSpecs } from './endpoint.ts';

/** A read of the store may time out (503). */
const errors = [400, 401, 403, 503];

export const analyticsSpecs = /* @__PURE__ */ endpointSpecs(analyticsEndpoints, ['analytics'], {
  getMetrics: {
    summary: 'Requests, errors and latency per time bucket, and usage per app, of the selected company',
    errors,
    schemas: { query: metricsQuerySchema, response: metricsResponseSchema },
  },
  getMyUsages: {
    summary: "The signed-in user's own requests, events and portal actions per app",
    errors,
    schemas: { query: analyticsRangeQuerySchema, response: selfUsagesResponseSchema },
  },
  listActiveUsers: {
    summary: "The company's active users over the range, the most active first",
    errors,
    schemas: { query: analyticsRangeQuerySchema, response: activeUsersResponseSchema },
  },
  listAudits: {
    summary: 'Who did what in the company: its audit lines, newest first (company admins)',
    errors,
    schemas: { query: auditQuerySchema, response: auditPageSchema },
  },
  listAppActivity: {
    summary: "An app's builds, promotions, deploys, runs and settings changes, newest first",
    errors: [...errors, 404],
    schemas: { params: appParamsSchema, query: appActivityQuerySchema, response: appActivityPageSchema },
  },
  exportAudits: {
    summary: 'Every audit line matching the filters as CSV, streamed',
    errors,
    schemas: { query: auditExportQuerySchema, response: auditExportFileSchema },
  },
});
