import { Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { type QueryLike, QueryState } from '../../../lib/loading/QueryState.tsx';
import { pageCount } from './listSearch.utils.ts';

type Props = {
  query: QueryLike<{ total: number }>;
  /** The list's own failure text (e.g. 'Error loading licensed apps', docs/product/apps.md APPS-6). */
  errorText: string;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  /** The rows, rendered only when there are some. */
  children: ReactNode;
};

/** Loading, error with Try again, empty, or the rows with a count and paging: the same for every list. */
export function ListStates({ query, errorText, emptyText, page, onPage, children }: Props) {
  const { t } = useTranslation('console');
  return (
    <QueryState
      query={query}
      errorMessage={errorText}
      empty={{
        when: ({ total }) => total === 0,
        show: <EmptyText>{emptyText}</EmptyText>,
      }}
    >
      {({ total }) => {
        const pages = pageCount(total);
        return (
          <Stack gap="sm">
            <Text size="sm" c="gray.7" role="status">
              {t('appsList.count', { count: total })}
            </Text>
            {children}
            {pages > 1 && (
              <nav aria-label={t('appsList.paging.label')}>
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={onPage}
                  getItemProps={(item) => ({ 'aria-label': t('appsList.paging.page', { page: item }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`appsList.paging.${control}`) })}
                />
              </nav>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
