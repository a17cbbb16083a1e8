import { Card, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';

type Props<Item> = {
  id: string;
  title: string;
  query: UseQueryResult<unknown>;
  items: readonly Item[];
  /** Said when there is nothing: a good state, stated as such. */
  empty: string;
  error: string;
  /** Under the list once it has loaded (a count, a link to the whole list). */
  footer?: ReactNode;
  children: (item: Item) => ReactNode;
};

/** One card of the signed-in home: a titled list that loads, fails or is empty on its own. */
export function DashboardCard<Item>({
  id,
  title,
  query,
  items,
  empty,
  error,
  footer,
  children,
}: Props<Item>) {
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={id} h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <QueryState
          query={query}
          errorMessage={error}
          empty={{
            when: () => items.length === 0,
            show: <EmptyText compact>{empty}</EmptyText>,
          }}
        >
          {() => (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item) => children(item))}
            </Stack>
          )}
        </QueryState>
        {query.isSuccess && footer}
      </Stack>
    </Card>
  );
}
