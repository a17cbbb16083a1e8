import '@mantine/charts/styles.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../lib/flags/useFeatureFlag.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { AnalyticsFrame } from './AnalyticsFrame.tsx';
import { AppUsageChart } from './AppUsageChart.tsx';
import {
  copilotMetricsQueryOptions,
  metricsQueryOptions,
  usagesSelfQueryOptions,
  usersSelfQueryOptions,
} from './api/analyticsQueries.ts';
import { CopilotFigures } from './CopilotFigures.tsx';
import { rangeParams } from './dateRange/dateRange.utils.ts';
import { RequestsChart } from './RequestsChart.tsx';
import { ActiveUsersTable, SelfUsageTable } from './SelfTables.tsx';
import { TopAppsTable } from './TopAppsTable.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { useAnalyticsLoadError } from './useAnalyticsLoadError.ts';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/**
 * /console/analytics: requests and errors over time, usage per app, the user's own usage, active users,
 * and the copilot's figures when it is on.
 */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation('console');
  const loadError = useAnalyticsLoadError();
  const range = useAnalyticsRange();
  const metrics = useQuery(metricsQueryOptions(range.query, range.isValid));
  const usages = useQuery(usagesSelfQueryOptions(range.query, range.isValid));
  const users = useQuery(usersSelfQueryOptions(range.query, range.isValid));
  const isCopilotOn = useFeatureFlag('copilot');
  const copilot = useQuery(copilotMetricsQueryOptions(range.query, range.isValid && isCopilotOn));
  return (
    <AnalyticsFrame title={t('analytics.overview.title')} range={range}>
      <QueryState query={metrics} {...loadError}>
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
      </QueryState>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <QueryState {...loadError} query={usages}>
          {(data) => <SelfUsageTable usages={data} />}
        </QueryState>
        <QueryState {...loadError} query={users}>
          {(data) => <ActiveUsersTable users={data} />}
        </QueryState>
      </SimpleGrid>
      {isCopilotOn && (
        <QueryState {...loadError} query={copilot}>
          {(data) => <CopilotFigures metrics={data} />}
        </QueryState>
      )}
    </AnalyticsFrame>
  );
}
