import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../lib/loading/LoadErrorAlert.tsx';
import { loadErrorDetail } from '../../lib/loading/loadErrorDetail.ts';

type Props<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
};

/** Loading, error (the server's 400/503 text says what to change) and loaded states of one query. */
export function QueryStates<T>({ query, children }: Props<T>) {
  const { t } = useTranslation('console');
  const { data, isPending, error } = query;
  if (error) {
    return (
      <LoadErrorAlert
        message={t('analytics.errorTitle')}
        detail={loadErrorDetail(error, t('analytics.error'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isPending || data === undefined) return <DelayedSpinner />;
  return <>{children(data)}</>;
}
