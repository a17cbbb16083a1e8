import { Alert, Stack, Text } from '@mantine/core';
import type { LogRow, LogSearchResponse, LogTableLayout } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../lib/loading/LoadErrorAlert.tsx';
import { loadErrorDetail } from '../../lib/loading/loadErrorDetail.ts';
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
  if (error) {
    return (
      <LoadErrorAlert
        message={t('logs.results.errorTitle')}
        detail={loadErrorDetail(error, t('logs.results.error'))}
        onRetry={onRetry}
      />
    );
  }
  if (isPending || !data) return <DelayedSpinner />;
  if (data.data.length === 0) {
    return (
      <Text c="gray.7" ta="center" py="xl">
        {t('logs.results.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('logs.results.count', { count: data.data.length })}
      </Text>
      {data.limitReached && (
        <Alert color="blue" variant="light">
          {t('logs.results.limitReached', { limit: data.limit })}
        </Alert>
      )}
      <LogsTable
        rows={data.data}
        appNames={data.appNames}
        layout={layout}
        showDetails={showDetails}
        onOpenRow={setOpenRow}
      />
      <LogDetailDrawer row={openRow} onClose={() => setOpenRow(null)} />
    </Stack>
  );
}
