import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { useCreateWebhookInboxMutation } from '../api/alertMutations.ts';
import { webhookInboxesQueryOptions } from '../api/alertsQueries.ts';

type Props = { onPick: (url: string) => void };

/** Fills the webhook URL with the company's test inbox: its newest one, or one made for it the first time. */
export function UseTestInboxButton({ onPick }: Props) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const create = useCreateWebhookInboxMutation();
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleClick() {
    setIsBusy(true);
    setProblem(null);
    try {
      const { data } = await queryClient.fetchQuery(webhookInboxesQueryOptions());
      const inbox = data[0] ?? (await create.mutateAsync());
      onPick(inbox.url);
    } catch (error) {
      setProblem(errorText(error, t('logAlerts.useInboxFailed'), [403, 409]));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="default" loading={isBusy} onClick={() => void handleClick()}>
        {t('logAlerts.useInbox')}
      </Button>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
