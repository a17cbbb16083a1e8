import type { MetricsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDuration, formatPercent } from '../../lib/format/numbers.ts';
import { errorRate } from './chartData.utils.ts';
import { FigureGrid } from './FigureGrid.tsx';

/** The range's figures at a glance. */
export function TotalsBar({ metrics }: { metrics: MetricsResponse }) {
  const { t, i18n } = useTranslation('console');
  const { totals } = metrics;
  const lang = i18n.language;
  const figures = [
    { label: t('analytics.series.requests'), value: formatCount(totals.requests, lang) },
    { label: t('analytics.series.errors'), value: formatCount(totals.errors, lang) },
    {
      label: t('analytics.series.errorRate'),
      value: formatPercent(errorRate(totals.errors, totals.requests), lang),
    },
    { label: t('analytics.series.users'), value: formatCount(totals.users, lang) },
    { label: 'p95', value: formatDuration(totals.p95, lang) },
  ];
  return <FigureGrid figures={figures} cols={{ base: 2, sm: 3, md: 5 }} />;
}
