import '@mantine/charts/styles.css';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { AnalyticsFrame } from './AnalyticsFrame.tsx';
import { metricsQueryOptions } from './api/analyticsQueries.ts';
import { ErrorRateChart } from './ErrorRateChart.tsx';
import { LatencyChart } from './LatencyChart.tsx';
import { RequestsChart } from './RequestsChart.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { useAnalyticsLoadError } from './useAnalyticsLoadError.ts';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/** /console/analytics/app/:id: requests, errors, latency and error rate of one app, with a link to its logs. */
export function AnalyticsAppPage() {
  const { t } = useTranslation('console');
  const loadError = useAnalyticsLoadError();
  const { id = '' } = useParams();
  const range = useAnalyticsRange();
  const metrics = useQuery(metricsQueryOptions({ ...range.query, appId: id }, range.isValid));
  const name = metrics.data?.apps[0]?.name;
  return (
    <AnalyticsFrame
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
      appId={id}
      range={range}
    >
      <QueryState query={metrics} {...loadError}>
        {(data) => (
          <Stack gap="md">
            <TotalsBar metrics={data} />
            <RequestsChart metrics={data} />
            <LatencyChart metrics={data} />
            <ErrorRateChart metrics={data} />
          </Stack>
        )}
      </QueryState>
    </AnalyticsFrame>
  );
}
