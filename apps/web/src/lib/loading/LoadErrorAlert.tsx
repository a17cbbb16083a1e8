import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /**
   * What could not be loaded, in the words of the place (e.g. the apps list's 'There was an error accessing
   * apps.').
   */
  message: string;
  /** Why, when there is more to say: the server's reason, or what to do about it. */
  detail?: string;
  onRetry: () => void;
};

/** A read that failed, announced as an alert, with a Try again that repeats it. */
export function LoadErrorAlert({ message, detail, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" title={message} role="alert">
      <Stack gap="xs" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('loadError.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
