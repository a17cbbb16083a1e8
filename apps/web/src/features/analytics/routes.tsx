import type { OrgPermission } from '@portal/contracts';
import { consoleRoutes, type PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'analytics';
const access = { orgPermission: 'analytics.read' satisfies OrgPermission };

export const analyticsRoutes: PortalRoute[] = consoleRoutes([
  {
    path: '/console/analytics',
    titleKey: 'console:routes.analytics',
    area,
    access,
    lazy: () =>
      import('./AnalyticsOverviewPage.tsx').then((module) => ({ Component: module.AnalyticsOverviewPage })),
  },
  {
    path: '/console/analytics/performance',
    titleKey: 'console:routes.analyticsPerformance',
    area,
    access,
    lazy: () =>
      import('./AnalyticsPerformancePage.tsx').then((module) => ({
        Component: module.AnalyticsPerformancePage,
      })),
  },
  // Runs of orchestrations, not log lines (docs/product/analytics.md ANALYTICS-3). Its API is under the
  // /orchestrate/insights prefix, which is the API's: a page there would be a JSON 404.
  {
    path: '/console/analytics/orchestrations',
    titleKey: 'console:routes.orchestrationInsights',
    area,
    access: { orgPermission: 'orchestrations.read' satisfies OrgPermission },
    lazy: () =>
      import('./orchestrations/InsightsPage.tsx').then((module) => ({ Component: module.InsightsPage })),
  },
  {
    path: '/console/analytics/app/:id',
    titleKey: 'console:routes.analyticsApp',
    area,
    access,
    lazy: () => import('./AnalyticsAppPage.tsx').then((module) => ({ Component: module.AnalyticsAppPage })),
  },
  // The company's user audit (docs/product/analytics.md ANALYTICS-4): an account page drawn from the
  // analytics API.
  {
    path: '/console/account/audits',
    titleKey: 'console:routes.audits',
    area: 'account',
    access: { orgPermission: 'company.admin' satisfies OrgPermission },
    lazy: () => import('./audits/AuditsPage.tsx').then((module) => ({ Component: module.AuditsPage })),
  },
]);
