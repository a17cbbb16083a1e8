import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../lib/clipboard/CopyValue.tsx';
import { errorText } from '../../../lib/http/errorText.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useCreateWebhookInboxMutation, useDeleteWebhookInboxMutation } from '../api/alertMutations.ts';
import { webhookInboxesQueryOptions } from '../api/alertsQueries.ts';
import { InboxRequests } from './InboxRequests.tsx';

type Props = { canManage: boolean };

/**
 * The company's test inbox: its URL, to use as a rule's webhook, and what it received (logs.read);
 * making and deleting one needs alerts.manage (the server checks both).
 */
export function WebhookInboxView({ canManage }: Props) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const inboxes = useQuery(webhookInboxesQueryOptions());
  const create = useCreateWebhookInboxMutation();
  const remove = useDeleteWebhookInboxMutation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  function handleCreate() {
    create.mutate(undefined, {
      onSuccess: (inbox) => setChosenId(inbox.id),
      onError: (error) => toast.error(errorText(error, t('logAlerts.inbox.createFailed'), [403, 409])),
    });
  }

  function handleDelete() {
    if (!deletingId) return;
    remove.mutate(deletingId, {
      onSuccess: () => setChosenId(null),
      onSettled: () => setDeletingId(null),
      onError: (error) => toast.error(errorText(error, t('logAlerts.inbox.deleteFailed'), [403, 404])),
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('logAlerts.inbox.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('logAlerts.inbox.intro')}
      </Text>
      <QueryState
        query={inboxes}
        errorMessage={(error) => errorText(error, t('logAlerts.inbox.loadFailed'), [403])}
        empty={{
          when: (data) => data.total === 0,
          show: (
            <Stack gap="xs" align="flex-start">
              <Text c="gray.7">{t('logAlerts.inbox.none')}</Text>
              {canManage && (
                <Button size="xs" loading={create.isPending} onClick={handleCreate}>
                  {t('logAlerts.inbox.create')}
                </Button>
              )}
            </Stack>
          ),
        }}
      >
        {(data) => {
          const inbox = data.data.find((each) => each.id === chosenId) ?? data.data[0]!;
          return (
            <Stack gap="sm">
              {data.total > 1 && (
                <Select
                  label={t('logAlerts.inbox.pick')}
                  data={data.data.map((each, index) => ({
                    value: each.id,
                    label: t('logAlerts.inbox.numbered', { n: data.total - index, received: each.received }),
                  }))}
                  value={inbox.id}
                  onChange={(value) => setChosenId(value)}
                  allowDeselect={false}
                />
              )}
              <CopyValue label={t('logAlerts.inbox.url')} value={inbox.url} />
              {canManage && (
                <Group gap="xs">
                  <Button size="xs" variant="default" color="red" onClick={() => setDeletingId(inbox.id)}>
                    {t('logAlerts.inbox.delete')}
                  </Button>
                </Group>
              )}
              <InboxRequests inboxId={inbox.id} />
            </Stack>
          );
        }}
      </QueryState>
      <ConfirmDialog
        opened={deletingId !== null}
        title={t('logAlerts.inbox.deleteTitle')}
        confirmLabel={t('logAlerts.inbox.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeletingId(null)}
      >
        {t('logAlerts.inbox.deleteText')}
      </ConfirmDialog>
    </Stack>
  );
}
