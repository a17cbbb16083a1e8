import { LineChart } from '@mantine/charts';
import type { MetricsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { chartPoints, errorRate, peak } from './chartData.utils.ts';
import { ChartFigure } from './charts/ChartFigure.tsx';

/** Errors as a share of requests per bucket (%). */
export function ErrorRateChart({ metrics }: { metrics: MetricsResponse }) {
  const { t, i18n } = useTranslation('console');
  const points = chartPoints(metrics.buckets, metrics.interval, i18n.language);
  const worst = peak(points, (point) => point.errorRate);
  return (
    <ChartFigure
      title={t('analytics.errorRate.title')}
      summary={t('analytics.errorRate.summary', {
        rate: errorRate(metrics.totals.errors, metrics.totals.requests) ?? 0,
        peak: worst?.label ?? '',
        peakRate: worst?.errorRate ?? 0,
      })}
      isEmpty={metrics.totals.requests === 0}
      table={{
        columns: [t('analytics.column.time'), t('analytics.series.errorRate')],
        rows: points.map((point) => [point.label, point.errorRate === null ? null : `${point.errorRate} %`]),
      }}
    >
      <LineChart
        h={220}
        data={points}
        dataKey="label"
        unit=" %"
        // An hour without requests has no error rate: a gap, not 0 %.
        connectNulls={false}
        series={[{ name: 'errorRate', label: t('analytics.series.errorRate'), color: 'red.6' }]}
        curveType="linear"
        withDots={false}
      />
    </ChartFigure>
  );
}
