import '@mantine/charts/styles.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnalyticsHeader } from './AnalyticsHeader.tsx';
import { AppUsageChart } from './AppUsageChart.tsx';
import {
  metricsQueryOptions,
  usagesSelfQueryOptions,
  usersSelfQueryOptions,
} from './api/analyticsQueries.ts';
import { QueryStates } from './QueryStates.tsx';
import { RangeGate } from './RangeGate.tsx';
import { RequestsChart } from './RequestsChart.tsx';
import { ActiveUsersTable, SelfUsageTable } from './SelfTables.tsx';
import { TopAppsTable } from './TopAppsTable.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { rangeParams, useAnalyticsRange } from './useAnalyticsRange.ts';

/** /console/analytics: requests and errors over time, usage per app, the user's own usage, active users. */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation('console');
  const range = useAnalyticsRange();
  const valid = range.issues.length === 0;
  const metrics = useQuery(metricsQueryOptions(range.query, valid));
  const usages = useQuery(usagesSelfQueryOptions(range.query, valid));
  const users = useQuery(usersSelfQueryOptions(range.query, valid));
  const retry = (query: { refetch: () => unknown }) => () => void query.refetch();
  return (
    <Stack gap="md">
      <AnalyticsHeader title={t('analytics.overview.title')} range={range} />
      <RangeGate hasIssues={!valid}>
        <QueryStates {...metrics} onRetry={retry(metrics)}>
          {(data) => (
            <Stack gap="md">
              <TotalsBar metrics={data} />
              <RequestsChart metrics={data} />
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <AppUsageChart apps={data.apps} />
                <TopAppsTable apps={data.apps} rangeSearch={rangeParams(range.range).toString()} />
              </SimpleGrid>
            </Stack>
          )}
        </QueryStates>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <QueryStates {...usages} onRetry={retry(usages)}>
            {(data) => <SelfUsageTable usages={data} />}
          </QueryStates>
          <QueryStates {...users} onRetry={retry(users)}>
            {(data) => <ActiveUsersTable users={data} />}
          </QueryStates>
        </SimpleGrid>
      </RangeGate>
    </Stack>
  );
}
