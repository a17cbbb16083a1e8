import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorDetail } from '../../lib/loading/loadErrorDetail.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';

type Props<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
};

/** An analytics query's states, with the analytics texts (the server's 400/503 text says what to change). */
export function QueryStates<T>({ query, children }: Props<T>) {
  const { t } = useTranslation('console');
  return (
    <QueryState
      query={query}
      errorMessage={t('analytics.errorTitle')}
      errorDetail={(error) => loadErrorDetail(error, t('analytics.error'))}
    >
      {children}
    </QueryState>
  );
}
