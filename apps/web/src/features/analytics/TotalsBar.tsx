import type { MetricsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../lib/format/useNumberFormat.ts';
import { errorRate } from './chartData.utils.ts';
import { FigureGrid } from './FigureGrid.tsx';

/** The range's figures at a glance. */
export function TotalsBar({ metrics }: { metrics: MetricsResponse }) {
  const { t } = useTranslation('console');
  const numbers = useNumberFormat();
  const { totals } = metrics;
  const figures = [
    { label: t('analytics.series.requests'), value: numbers.count(totals.requests) },
    { label: t('analytics.series.errors'), value: numbers.count(totals.errors) },
    {
      label: t('analytics.series.errorRate'),
      value: numbers.percent(errorRate(totals.errors, totals.requests)),
    },
    { label: t('analytics.series.users'), value: numbers.count(totals.users) },
    { label: 'p95', value: numbers.duration(totals.p95) },
  ];
  return <FigureGrid figures={figures} cols={{ base: 2, sm: 3, md: 5 }} />;
}
