import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AppUsage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appLabel } from './AppUsageChart.tsx';
import { errorRate } from './chartData.utils.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The apps of the range, busiest first; a known app links to its own metrics. */
export function TopAppsTable({ apps, rangeSearch }: { apps: readonly AppUsage[]; rangeSearch: string }) {
  const { t } = useTranslation('console');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('analytics.topApps.title')}
        </Title>
        {apps.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('analytics.noData')}
          </Text>
        ) : (
          <ScrollRegion label={t('analytics.topApps.title')} minWidth={480}>
            <Table striped aria-label={t('analytics.topApps.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.column.app')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.series.requests')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.series.errors')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.series.errorRate')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.series.users')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {apps.map((app) => (
                  <Table.Tr key={app.appId}>
                    <Table.Td>
                      {UUID.test(app.appId) ? (
                        <Anchor
                          component={Link}
                          to={`/console/analytics/app/${encodeURIComponent(app.appId)}?${rangeSearch}`}
                        >
                          {appLabel(app)}
                        </Anchor>
                      ) : (
                        appLabel(app)
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{app.requests}</Table.Td>
                    <Table.Td ta="right">{app.errors}</Table.Td>
                    <Table.Td ta="right">{errorRate(app.errors, app.requests) ?? '–'} %</Table.Td>
                    <Table.Td ta="right">{app.users}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
