import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnalyticsHeader } from './AnalyticsHeader.tsx';
import { metricsQueryOptions } from './api/analyticsQueries.ts';
import { ErrorRateChart } from './ErrorRateChart.tsx';
import { LatencyChart } from './LatencyChart.tsx';
import { QueryStates } from './QueryStates.tsx';
import { RangeGate } from './RangeGate.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/** /console/analytics/performance: latency percentiles and error rate of the company's apps. */
export function AnalyticsPerformancePage() {
  const { t } = useTranslation('console');
  const range = useAnalyticsRange();
  const valid = range.issues.length === 0;
  const metrics = useQuery(metricsQueryOptions(range.query, valid));
  return (
    <Stack gap="md">
      <AnalyticsHeader title={t('analytics.performance.title')} range={range} />
      <RangeGate hasIssues={!valid}>
        <QueryStates {...metrics} onRetry={() => void metrics.refetch()}>
          {(data) => (
            <Stack gap="md">
              <TotalsBar metrics={data} />
              <LatencyChart metrics={data} />
              <ErrorRateChart metrics={data} />
            </Stack>
          )}
        </QueryStates>
      </RangeGate>
    </Stack>
  );
}
