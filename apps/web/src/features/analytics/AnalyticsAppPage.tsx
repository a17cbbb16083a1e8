import '@mantine/charts/styles.css';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AnalyticsHeader } from './AnalyticsHeader.tsx';
import { metricsQueryOptions } from './api/analyticsQueries.ts';
import { ErrorRateChart } from './ErrorRateChart.tsx';
import { LatencyChart } from './LatencyChart.tsx';
import { QueryStates } from './QueryStates.tsx';
import { RangeGate } from './RangeGate.tsx';
import { RequestsChart } from './RequestsChart.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/** /console/analytics/app/:id: requests, errors, latency and error rate of one app, with a link to its logs. */
export function AnalyticsAppPage() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const range = useAnalyticsRange();
  const valid = range.issues.length === 0;
  const metrics = useQuery(metricsQueryOptions({ ...range.query, appId: id }, valid));
  const name = metrics.data?.apps[0]?.name;
  return (
    <Stack gap="md">
      <AnalyticsHeader
        title={t('analytics.app.title')}
        subtitle={
          <Text c="gray.7" size="sm">
            {t('analytics.app.subtitle', { app: name ?? id })}{' '}
            <Anchor
              component={Link}
              underline="always"
              to={`/console/apps/view/${encodeURIComponent(id)}/logs`}
            >
              {t('analytics.app.logsLink')}
            </Anchor>
          </Text>
        }
        range={range}
      />
      <RangeGate hasIssues={!valid}>
        <QueryStates {...metrics} onRetry={() => void metrics.refetch()}>
          {(data) => (
            <Stack gap="md">
              <TotalsBar metrics={data} />
              <RequestsChart metrics={data} />
              <LatencyChart metrics={data} />
              <ErrorRateChart metrics={data} />
            </Stack>
          )}
        </QueryStates>
      </RangeGate>
    </Stack>
  );
}
