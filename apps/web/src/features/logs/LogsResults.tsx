import { Alert, Button, Stack, Text } from '@mantine/core';
import type { LogRow, LogSearchResponse, LogTableLayout } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
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
    // The server's 400 and 503 texts say what to change (a filter, the range); others get a generic one.
    const message =
      isHttpError(error) && (error.status === 400 || error.status === 503)
        ? error.message
        : t('logs.results.error');
    return (
      <Alert color="red" title={t('logs.results.errorTitle')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('logs.results.retry')}
          </Button>
        </Stack>
      </Alert>
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
