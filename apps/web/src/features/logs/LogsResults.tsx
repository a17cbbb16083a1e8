import { Alert, Stack } from '@mantine/core';
import type { LogRow, LogSearchResponse, LogTableLayout } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCount } from '../../lib/lists/ListCount.tsx';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { loadErrorDetail } from '../../lib/loading/loadErrorDetail.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { LogDetailDrawer } from './LogDetailDrawer.tsx';
import { LogsTable } from './LogsTable.tsx';

type Props = {
  data: LogSearchResponse | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  layout: LogTableLayout;
  showDetails: boolean;
};

export function LogsResults({ data, isPending, error, onRetry, layout, showDetails }: Props) {
  const { t } = useTranslation('console');
  const [openRow, setOpenRow] = useState<LogRow | null>(null);
  return (
    <QueryState
      query={{ data, isPending, error, refetch: onRetry }}
      errorMessage={t('logs.results.errorTitle')}
      errorDetail={(failure) => loadErrorDetail(failure, t('logs.results.error'))}
      empty={{
        when: (results) => results.data.length === 0,
        show: <EmptyText>{t('logs.results.empty')}</EmptyText>,
      }}
    >
      {(results) => (
        <Stack gap="sm">
          <ListCount>{t('logs.results.count', { count: results.data.length })}</ListCount>
          {results.limitReached && (
            <Alert color="blue" variant="light">
              {t('logs.results.limitReached', { limit: results.limit })}
            </Alert>
          )}
          <LogsTable
            rows={results.data}
            appNames={results.appNames}
            layout={layout}
            showDetails={showDetails}
            onOpenRow={setOpenRow}
          />
          <LogDetailDrawer row={openRow} onClose={() => setOpenRow(null)} />
        </Stack>
      )}
    </QueryState>
  );
}
