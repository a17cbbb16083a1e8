import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read that failed, with its own retry: the catalog pages' error state. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('core');
  return (
    <Alert color="red" title={t('catalog.errorTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('catalog.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
