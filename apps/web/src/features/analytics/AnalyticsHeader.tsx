import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../lib/navigation/LinkTabs.tsx';
import { earliestLogDateQueryOptions } from './api/earliestLogDate.ts';
import { DateRangeFields } from './dateRange/DateRangeFields.tsx';
import { rangeParams } from './dateRange/dateRange.utils.ts';
import type { AnalyticsRange } from './useAnalyticsRange.ts';
import { useAnalyticsTabs } from './useAnalyticsTabs.ts';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** The app whose earliest log line is shown; the company's otherwise. */
  appId?: string;
  range: AnalyticsRange;
};

/** The title, the links between the analytics pages (keeping the range) and the range picker. */
export function AnalyticsHeader({ title, subtitle, appId, range }: Props) {
  const { t } = useTranslation('console');
  // The metrics are computed from the log lines: none exist before the earliest one.
  const earliestDate = useQuery(earliestLogDateQueryOptions(appId)).data?.earliestDate;
  const search = rangeParams(range.range).toString();
  const tabs = useAnalyticsTabs();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{title}</Title>
        {subtitle}
      </div>
      <LinkTabs label={t('analytics.nav.label')} tabs={tabs} search={search} />
      <Paper withBorder p="md">
        <DateRangeFields
          value={range.range}
          onChange={range.setRange}
          issues={range.issues}
          earliestDate={earliestDate}
          minStart={earliestDate ?? undefined}
        />
      </Paper>
    </Stack>
  );
}
