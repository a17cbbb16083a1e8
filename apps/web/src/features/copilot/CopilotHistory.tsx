import { Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { IconTrash } from '../../lib/icons/icons.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { copilotHistoryQueryOptions, useClearCopilotHistoryMutation } from './api/copilotApi.ts';

type Props = { currentId: string | null; onOpen: (id: string | null) => void };

/** The user's conversations in this company: reopen one, or clear them all after a confirmation. */
export function CopilotHistory({ currentId, onOpen }: Props) {
  const { t, i18n } = useTranslation('core');
  const history = useQuery(copilotHistoryQueryOptions());
  const clear = useClearCopilotHistoryMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <QueryState query={history} errorMessage={t('copilot.historyError')}>
      {(loaded) => (
        <Stack gap="sm">
          {loaded.data.length === 0 ? (
            <Text c="dimmed">{t('copilot.historyEmpty')}</Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {loaded.data.map((conversation) => (
                <li key={conversation.id}>
                  <NavLink
                    component="button"
                    type="button"
                    active={conversation.id === currentId}
                    label={conversation.title}
                    description={formatDateTime(conversation.updatedAt, i18n.language)}
                    onClick={() => onOpen(conversation.id)}
                  />
                </li>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={loaded.data.length === 0}
              onClick={() => setIsConfirming(true)}
            >
              {t('copilot.clear')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={isConfirming}
            title={t('copilot.clearTitle')}
            confirmLabel={t('copilot.clearConfirm')}
            destructive
            busy={clear.isPending}
            onCancel={() => setIsConfirming(false)}
            onConfirm={() =>
              clear.mutate(undefined, {
                onSuccess: () => {
                  setIsConfirming(false);
                  onOpen(null);
                },
                onError: () => toast.error(t('copilot.clearError')),
              })
            }
          >
            {t('copilot.clearText')}
          </ConfirmDialog>
        </Stack>
      )}
    </QueryState>
  );
}
