import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';

type Props<T> = {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  children: (data: T) => ReactNode;
};

/** Loading, error (the server's 400/503 text says what to change) and loaded states of one query. */
export function QueryStates<T>({ data, isPending, error, onRetry, children }: Props<T>) {
  const { t } = useTranslation('console');
  if (error) {
    const message =
      isHttpError(error) && (error.status === 400 || error.status === 503)
        ? error.message
        : t('analytics.error');
    return (
      <Alert color="red" title={t('analytics.errorTitle')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('analytics.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isPending || data === undefined) return <DelayedSpinner />;
  return <>{children(data)}</>;
}
