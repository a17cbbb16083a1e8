import { AreaChart } from '@mantine/charts';
import type { MetricsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { chartPoints, peak } from './chartData.utils.ts';
import { ChartFigure } from './charts/ChartFigure.tsx';

/** Requests and errors per bucket of the range. */
export function RequestsChart({ metrics }: { metrics: MetricsResponse }) {
  const { t, i18n } = useTranslation('console');
  const points = chartPoints(metrics.buckets, metrics.interval, i18n.language);
  const busiest = peak(points, (point) => point.requests);
  const labels = { requests: t('analytics.series.requests'), errors: t('analytics.series.errors') };
  return (
    <ChartFigure
      title={t('analytics.requests.title')}
      summary={t('analytics.requests.summary', {
        requests: metrics.totals.requests,
        errors: metrics.totals.errors,
        interval: t(`analytics.interval.${metrics.interval}`),
        peak: busiest?.label ?? '',
        peakRequests: busiest?.requests ?? 0,
      })}
      isEmpty={metrics.totals.requests === 0}
      table={{
        columns: [t('analytics.column.time'), labels.requests, labels.errors],
        rows: points.map((point) => [point.label, point.requests, point.errors]),
      }}
    >
      <AreaChart
        h={260}
        data={points}
        dataKey="label"
        series={[
          { name: 'requests', label: labels.requests, color: 'blue.6' },
          { name: 'errors', label: labels.errors, color: 'red.6' },
        ]}
        curveType="monotone"
        withLegend
        withDots={false}
        // Counts: whole numbers on the axis, never 0.5 requests.
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartFigure>
  );
}
