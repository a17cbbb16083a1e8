import { can } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';

/**
 * The analytics pages' tabs, as each page shows them; orchestrations for whom may read them
 * (docs/product/analytics.md ANALYTICS-2).
 */
export function useAnalyticsTabs(): { path: string; label: string }[] {
  const { t } = useTranslation('console');
  const access = useAccessContext();
  return [
    { path: '/console/analytics', label: t('analytics.nav.overview') },
    { path: '/console/analytics/performance', label: t('analytics.nav.performance') },
    { path: '/console/analytics/logs', label: t('analytics.nav.logs') },
    // Runs, not log lines: a page with its own range.
    ...(can(access, { orgPermission: 'orchestrations.read' })
      ? [{ path: '/console/analytics/orchestrations', label: t('analytics.nav.orchestrations') }]
      : []),
  ];
}
