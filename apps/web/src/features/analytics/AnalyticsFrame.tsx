import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnalyticsHeader } from './AnalyticsHeader.tsx';
import { RangeGate } from './RangeGate.tsx';
import type { AnalyticsRange } from './useAnalyticsRange.ts';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** The app the page is about: its earliest log line bounds the range, not the company's. */
  appId?: string;
  range: AnalyticsRange;
  /** The page's content, shown only while the range is one the server accepts. */
  children: ReactNode;
};

/** What every analytics page has: the header with links and range picker, and the range gate. */
export function AnalyticsFrame({ range, children, ...header }: Props) {
  return (
    <Stack gap="md">
      <AnalyticsHeader {...header} range={range} />
      <RangeGate hasIssues={!range.isValid}>{children}</RangeGate>
    </Stack>
  );
}
