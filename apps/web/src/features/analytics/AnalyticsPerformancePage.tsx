import '@mantine/charts/styles.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnalyticsFrame } from './AnalyticsFrame.tsx';
import { metricsQueryOptions } from './api/analyticsQueries.ts';
import { ErrorRateChart } from './ErrorRateChart.tsx';
import { LatencyChart } from './LatencyChart.tsx';
import { MetricsStates } from './MetricsStates.tsx';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/** /console/analytics/performance: latency percentiles and error rate of the company's apps. */
export function AnalyticsPerformancePage() {
  const { t } = useTranslation('console');
  const range = useAnalyticsRange();
  const metrics = useQuery(metricsQueryOptions(range.query, range.isValid));
  return (
    <AnalyticsFrame title={t('analytics.performance.title')} range={range}>
      <MetricsStates query={metrics}>
        {(data) => (
          <>
            <LatencyChart metrics={data} />
            <ErrorRateChart metrics={data} />
          </>
        )}
      </MetricsStates>
    </AnalyticsFrame>
  );
}
