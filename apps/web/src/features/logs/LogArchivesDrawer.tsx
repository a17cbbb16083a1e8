import { Drawer, Stack, Text } from '@mantine/core';
import type { LogArchive } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useDeleteLogArchiveMutation } from './api/archiveMutations.ts';
import { logArchivesQueryOptions } from './api/logsQueries.ts';
import { LogArchivesTable } from './LogArchivesTable.tsx';

type Props = { opened: boolean; onClose: () => void };

/** The company's archives: written by a job, so the list refreshes itself while one is pending. */
export function LogArchivesDrawer({ opened, onClose }: Props) {
  const { t } = useTranslation('console');
  const archives = useQuery({ ...logArchivesQueryOptions(), enabled: opened });
  const remove = useDeleteLogArchiveMutation();
  const [deleting, setDeleting] = useState<LogArchive | null>(null);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        // 403: someone else's archive; 404: deleted meanwhile. The server's text says which.
        toast.error(isHttpError(error) && error.message ? error.message : t('logArchives.deleteFailed'));
      },
    });
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('logArchives.title')}
      closeButtonProps={{ 'aria-label': t('logArchives.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('logArchives.intro')}
        </Text>
        <QueryState
          query={archives}
          errorMessage={t('logArchives.loadFailed')}
          empty={{
            when: (loaded) => loaded.data.length === 0,
            show: <EmptyText>{t('logArchives.empty')}</EmptyText>,
          }}
        >
          {(loaded) => <LogArchivesTable archives={loaded.data} onDelete={setDeleting} />}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('logArchives.deleteTitle')}
        confirmLabel={t('logArchives.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('logArchives.deleteBody')}
      </ConfirmDialog>
    </Drawer>
  );
}
