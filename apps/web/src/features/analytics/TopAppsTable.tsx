import { Anchor } from '@mantine/core';
import { type AppUsage, isUuid } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appLabel } from './AppUsageChart.tsx';
import { errorRate } from './chartData.utils.ts';
import { RangeTable } from './RangeTable.tsx';

/** The apps of the range, busiest first; a known app links to its own metrics. */
export function TopAppsTable({ apps, rangeSearch }: { apps: readonly AppUsage[]; rangeSearch: string }) {
  const { t } = useTranslation('console');
  return (
    <RangeTable
      title={t('analytics.topApps.title')}
      emptyText={t('analytics.noData')}
      rows={apps}
      rowKey={(app) => app.appId}
      minWidth={480}
      columns={[
        {
          label: t('analytics.column.app'),
          cell: (app) =>
            isUuid(app.appId) ? (
              <Anchor
                component={Link}
                to={`/console/analytics/app/${encodeURIComponent(app.appId)}?${rangeSearch}`}
              >
                {appLabel(app)}
              </Anchor>
            ) : (
              appLabel(app)
            ),
        },
        { label: t('analytics.series.requests'), cell: (app) => app.requests, isNumeric: true },
        { label: t('analytics.series.errors'), cell: (app) => app.errors, isNumeric: true },
        {
          label: t('analytics.series.errorRate'),
          cell: (app) => `${errorRate(app.errors, app.requests) ?? '–'} %`,
          isNumeric: true,
        },
        { label: t('analytics.series.users'), cell: (app) => app.users, isNumeric: true },
      ]}
    />
  );
}
