import { LineChart } from '@mantine/charts';
import type { MetricsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../lib/format/useNumberFormat.ts';
import { chartPoints } from './chartData.utils.ts';
import { ChartFigure } from './charts/ChartFigure.tsx';

/** Latency percentiles p50/p95/p99 per bucket (ms). */
export function LatencyChart({ metrics }: { metrics: MetricsResponse }) {
  const { t, i18n } = useTranslation('console');
  const points = chartPoints(metrics.buckets, metrics.interval, i18n.language);
  const numbers = useNumberFormat();
  const { p50, p95, p99 } = metrics.totals;
  return (
    <ChartFigure
      title={t('analytics.latency.title')}
      summary={t('analytics.latency.summary', {
        p50: numbers.duration(p50),
        p95: numbers.duration(p95),
        p99: numbers.duration(p99),
      })}
      isEmpty={p50 === null}
      table={{
        columns: [t('analytics.column.time'), 'p50 (ms)', 'p95 (ms)', 'p99 (ms)'],
        rows: points.map((point) => [point.label, point.p50, point.p95, point.p99]),
      }}
    >
      <LineChart
        h={260}
        data={points}
        dataKey="label"
        valueFormatter={(value) => numbers.duration(value)}
        yAxisProps={{ width: 80 }}
        // An hour without requests has no latency: a gap, not a drop to 0 ms.
        connectNulls={false}
        series={[
          { name: 'p50', label: 'p50', color: 'teal.6' },
          { name: 'p95', label: 'p95', color: 'orange.6' },
          { name: 'p99', label: 'p99', color: 'red.7' },
        ]}
        curveType="monotone"
        withLegend
        withDots={false}
      />
    </ChartFigure>
  );
}
