import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MetricsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorRate } from './chartData.utils.ts';

/** The range's figures at a glance. */
export function TotalsBar({ metrics }: { metrics: MetricsResponse }) {
  const { t } = useTranslation('console');
  const { totals } = metrics;
  const figures = [
    { label: t('analytics.series.requests'), value: String(totals.requests) },
    { label: t('analytics.series.errors'), value: String(totals.errors) },
    {
      label: t('analytics.series.errorRate'),
      value: `${errorRate(totals.errors, totals.requests) ?? '–'} %`,
    },
    { label: t('analytics.series.users'), value: String(totals.users) },
    { label: 'p95', value: totals.p95 === null ? '–' : `${totals.p95} ms` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm">
          <Text size="sm" c="gray.7" component="dt">
            {figure.label}
          </Text>
          <Text fw={700} size="xl" component="dd" m={0}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
