import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The explorers' Send button, with why it is disabled (no tenant token yet) and a failure to reach the
 * server at all (which is not an answer, so it has no status).
 */
export function SendRow({
  onSend,
  pending,
  connected,
  failed,
}: {
  onSend: () => void;
  pending: boolean;
  connected: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('core');
  return (
    <>
      <Group>
        <Button onClick={onSend} loading={pending} disabled={!connected}>
          {t('explorers.rest.send')}
        </Button>
        {!connected && (
          <Text size="sm" c="dimmed">
            {t('explorers.rest.connectFirst')}
          </Text>
        )}
      </Group>
      {failed && <Alert color="red">{t('explorers.rest.networkError')}</Alert>}
    </>
  );
}

/** An answer's status line: the status in its colour, and how long the round trip took. */
export function AnswerStatus({
  answer,
  color,
}: {
  answer: { status: number; statusText: string; durationMs: number };
  color: string;
}) {
  const { t } = useTranslation('core');
  return (
    <Group gap="sm">
      <Badge color={color} variant="light">
        {answer.status} {answer.statusText}
      </Badge>
      <Text size="sm">{t('explorers.rest.took', { ms: answer.durationMs })}</Text>
    </Group>
  );
}
