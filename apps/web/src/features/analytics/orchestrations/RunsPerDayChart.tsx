import { BarChart } from '@mantine/charts';
import type { InsightsDay } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { ChartFigure } from '../charts/ChartFigure.tsx';

const outcomes = [
  { name: 'succeeded', color: 'teal.6' },
  { name: 'failed', color: 'red.6' },
  { name: 'cancelled', color: 'gray.5' },
  { name: 'unfinished', color: 'blue.5' },
] as const;

/** Runs per day of the range, stacked by outcome. */
export function RunsPerDayChart({ days }: { days: readonly InsightsDay[] }) {
  const { t, i18n } = useTranslation('console');
  const points = days.map((day) => ({ ...day, label: formatDate(day.day, i18n.language) }));
  const total = (day: InsightsDay) => day.succeeded + day.failed + day.cancelled + day.unfinished;
  const busiest = points.reduce<(typeof points)[number] | null>(
    (best, day) => (!best || total(day) > total(best) ? day : best),
    null,
  );
  const label = (name: (typeof outcomes)[number]['name']) => t(`insights.outcome.${name}`);
  return (
    <ChartFigure
      title={t('insights.perDay.title')}
      summary={t('insights.perDay.summary', {
        days: days.length,
        busiest: busiest?.label ?? '',
        runs: busiest ? total(busiest) : 0,
      })}
      isEmpty={days.every((day) => total(day) === 0)}
      table={{
        columns: [t('insights.column.day'), ...outcomes.map((o) => label(o.name))],
        rows: points.map((point) => [point.label, ...outcomes.map((o) => point[o.name])]),
      }}
    >
      <BarChart
        h={260}
        data={points}
        dataKey="label"
        type="stacked"
        withLegend
        series={outcomes.map((o) => ({ name: o.name, label: label(o.name), color: o.color }))}
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartFigure>
  );
}
