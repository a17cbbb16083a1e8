import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { AnalyticsFrame } from './AnalyticsFrame.tsx';
import { metricsQueryOptions } from './api/analyticsQueries.ts';
import { ErrorRateChart } from './ErrorRateChart.tsx';
import { LatencyChart } from './LatencyChart.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { useAnalyticsLoadError } from './useAnalyticsLoadError.ts';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/** /console/analytics/performance: latency percentiles and error rate of the company's apps. */
export function AnalyticsPerformancePage() {
  const { t } = useTranslation('console');
  const loadError = useAnalyticsLoadError();
  const range = useAnalyticsRange();
  const metrics = useQuery(metricsQueryOptions(range.query, range.isValid));
  return (
    <AnalyticsFrame title={t('analytics.performance.title')} range={range}>
      <QueryState query={metrics} {...loadError}>
        {(data) => (
          <Stack gap="md">
            <TotalsBar metrics={data} />
            <LatencyChart metrics={data} />
            <ErrorRateChart metrics={data} />
          </Stack>
        )}
      </QueryState>
    </AnalyticsFrame>
  );
}
