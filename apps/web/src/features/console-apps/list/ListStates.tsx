import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { type QueryLike, QueryState } from '../../../lib/loading/QueryState.tsx';
import { APPS_PAGE_SIZE } from './listSearch.utils.ts';

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
      {({ total }) => (
        <Stack gap="sm">
          <ListCount>{t('appsList.count', { count: total })}</ListCount>
          {children}
          <Pager
            total={total}
            pageSize={APPS_PAGE_SIZE}
            page={page}
            onChange={onPage}
            label={t('appsList.pages')}
          />
        </Stack>
      )}
    </QueryState>
  );
}
