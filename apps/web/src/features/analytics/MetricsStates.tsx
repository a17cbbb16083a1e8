import { Stack } from '@mantine/core';
import type { MetricsResponse } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStates } from './QueryStates.tsx';
import { TotalsBar } from './TotalsBar.tsx';

type Props = {
  query: UseQueryResult<MetricsResponse>;
  /** The page's charts of the loaded metrics. */
  children: (metrics: MetricsResponse) => ReactNode;
};

/** The metrics of the range: loading and error states, then the totals above the page's own charts. */
export function MetricsStates({ query, children }: Props) {
  return (
    <QueryStates query={query}>
      {(metrics) => (
        <Stack gap="md">
          <TotalsBar metrics={metrics} />
          {children(metrics)}
        </Stack>
      )}
    </QueryStates>
  );
}
