import type { appActivityPageSchema, appActivityQuerySchema } from '../analytics/appActivity.ts';
import type {
  auditExportFileSchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
} from '../analytics/audits.ts';
import type {
  analyticsRangeQuerySchema,
  metricsQuerySchema,
  metricsResponseSchema,
} from '../analytics/metrics.ts';
import type { activeUsersResponseSchema, selfUsagesResponseSchema } from '../analytics/self.ts';
import type { appParamsSchema } from '../apps/appsApi.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'analytics.read' } as const;

/** Metrics dashboards, usages and users of self, and the company's audit trail (docs/analytics-api.md). */
export const analyticsEndpoints = /* @__PURE__ */ endpointTable({
  // The metrics service refuses an app of another company itself (404 'Unknown app').
  getMetrics: op<{ query: typeof metricsQuerySchema; response: typeof metricsResponseSchema }>()({
    method: 'GET',
    path: '/observability/v1/metrics',
    status: 200,
    access: read,
  }),
  getMyUsages: op<{ query: typeof analyticsRangeQuerySchema; response: typeof selfUsagesResponseSchema }>()({
    method: 'GET',
    path: '/observability/v1/usages/self',
    status: 200,
    access: read,
  }),
  listActiveUsers: op<{
    query: typeof analyticsRangeQuerySchema;
    response: typeof activeUsersResponseSchema;
  }>()({
    method: 'GET',
    path: '/observability/v1/users/self',
    status: 200,
    access: read,
  }),
  listAudits: op<{ query: typeof auditQuerySchema; response: typeof auditPageSchema }>()({
    method: 'GET',
    path: '/observability/v1/audits',
    status: 200,
    access: { orgPermission: 'company.admin' },
  }),
  // The app's own audit lines, for its developers: apps.read, and 404 for an app the company does not own.
  listAppActivity: op<{
    params: typeof appParamsSchema;
    query: typeof appActivityQuerySchema;
    response: typeof appActivityPageSchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/activity',
    status: 200,
    access: { orgPermission: 'apps.read' },
  }),
  // A link cannot send the x-organization-id header: the company may come in the query.
  exportAudits: op<{ query: typeof auditExportQuerySchema; response: typeof auditExportFileSchema }>()({
    method: 'GET',
    path: '/observability/v1/audits/export',
    status: 200,
    access: { orgPermission: 'company.admin', orgQuery: 'organizationId' },
  }),
});
