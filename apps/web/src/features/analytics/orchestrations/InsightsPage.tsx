import '@mantine/charts/styles.css';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNumberFormat } from '../../../lib/format/useNumberFormat.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { LinkTabs } from '../../../lib/navigation/LinkTabs.tsx';
import { insightsQueryOptions } from '../api/insightsApi.ts';
import { useAnalyticsTabs } from '../useAnalyticsTabs.ts';
import { OrchestrationsTable, StepsTable } from './InsightTables.tsx';
import { insightsRanges, parseRange, rangeQuery } from './insightsRange.ts';
import { RunsPerDayChart } from './RunsPerDayChart.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * /console/analytics/orchestrations (docs/product/analytics.md ANALYTICS-3): how the selected company's
 * orchestrations performed over the last 7, 30 or 90 days: runs per day by outcome, success rate and
 * durations, and the steps to look at.
 */
export function InsightsPage() {
  const { t } = useTranslation('console');
  const numbers = useNumberFormat();
  const { selected } = useCompany();
  const [params, setParams] = useSearchParams();
  const days = parseRange(params.get('days'));
  const org = selected?.organizationUuid ?? '';
  const insights = useQuery({ ...insightsQueryOptions(org, rangeQuery(days)), enabled: !!org });
  const tabs = useAnalyticsTabs();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('insights.title')}</Title>
        <SegmentedControl
          aria-label={t('insights.range')}
          value={String(days)}
          onChange={(value) => setParams({ days: value }, { replace: true })}
          data={insightsRanges.map((n) => ({
            value: String(n),
            label: t('insights.lastDays', { count: n }),
          }))}
        />
      </Group>
      <LinkTabs label={t('analytics.nav.label')} tabs={tabs} />
      <QueryState query={insights} errorMessage={t('insights.loadError')}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Figure label={t('insights.figure.runs')} value={numbers.count(data.totals.runs)} />
              <Figure
                label={t('insights.figure.successRate')}
                value={numbers.percent(
                  data.totals.successRate === null ? null : data.totals.successRate * 100,
                )}
              />
              <Figure label={t('insights.figure.p50')} value={numbers.duration(data.totals.p50Ms)} />
              <Figure label={t('insights.figure.p95')} value={numbers.duration(data.totals.p95Ms)} />
            </SimpleGrid>
            <RunsPerDayChart days={data.days} />
            <OrchestrationsTable rows={data.orchestrations} />
            <Stack gap="lg">
              <StepsTable
                title={t('insights.slowest.title')}
                empty={t('insights.noSteps')}
                rows={data.slowestSteps}
              />
              <StepsTable
                title={t('insights.failing.title')}
                empty={t('insights.noFailures')}
                rows={data.failingSteps}
              />
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
