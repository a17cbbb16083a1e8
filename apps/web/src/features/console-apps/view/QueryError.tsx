import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read that failed: what failed, the server's reason when it gave one, and Try again. */
export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('console');
  const message = error instanceof Error ? error.message : '';
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('appView.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
