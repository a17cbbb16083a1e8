import { BarChart } from '@mantine/charts';
import type { AppUsage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './charts/ChartFigure.tsx';

const SHOWN = 10;

export const appLabel = (app: Pick<AppUsage, 'appId' | 'name'>) => app.name ?? app.appId;

/** Requests and distinct users of the busiest apps. */
export function AppUsageChart({ apps }: { apps: readonly AppUsage[] }) {
  const { t } = useTranslation('console');
  const shown = apps.slice(0, SHOWN).map((app) => ({ ...app, label: appLabel(app) }));
  const labels = { requests: t('analytics.series.requests'), users: t('analytics.series.users') };
  return (
    <ChartFigure
      title={t('analytics.usage.title')}
      summary={t('analytics.usage.summary', {
        count: apps.length,
        top: shown[0]?.label ?? '',
        topRequests: shown[0]?.requests ?? 0,
      })}
      isEmpty={apps.length === 0}
      table={{
        columns: [t('analytics.column.app'), labels.requests, labels.users],
        rows: shown.map((app) => [app.label, app.requests, app.users]),
      }}
    >
      <BarChart
        h={Math.max(160, shown.length * 44)}
        data={shown}
        dataKey="label"
        orientation="vertical"
        // Every app named on its bar (recharts would skip labels that do not fit).
        yAxisProps={{ width: 150, interval: 0 }}
        // Counts: whole numbers on the axis.
        xAxisProps={{ allowDecimals: false }}
        // Users are in the data table and the top apps table: on this scale their bars would be slivers.
        series={[{ name: 'requests', label: labels.requests, color: 'blue.6' }]}
      />
    </ChartFigure>
  );
}
