import { Button, Group } from '@mantine/core';
import type { LogSearchRequest } from '@portal/contracts';
import { IconArchive, IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { toast } from '../../lib/toasts/toasts.ts';
import { useCreateLogArchiveMutation } from './api/archiveMutations.ts';
import { LogArchivesDrawer } from './LogArchivesDrawer.tsx';

/**
 * Archive the range (every line of it, of this app or the whole company; filters do not apply) and the
 * list of archives. The archive is written by a job: asking opens the list, where it shows its progress.
 */
export function LogArchiveActions({ request }: { request: LogSearchRequest }) {
  const { t } = useTranslation('console');
  const [listOpened, setListOpened] = useState(false);
  const create = useCreateLogArchiveMutation();

  function handleArchive() {
    create.mutate(
      { start: request.start, end: request.end, ...(request.appId ? { appId: request.appId } : {}) },
      {
        onSuccess: () => setListOpened(true),
        onError: (error) =>
          toast.error(isHttpError(error) && error.status === 400 ? error.message : t('logs.archiveFailed')),
      },
    );
  }

  return (
    <Group gap="xs" role="group" aria-label={t('logArchives.group')}>
      <Button
        variant="default"
        leftSection={<IconArchive size={16} aria-hidden />}
        loading={create.isPending}
        onClick={handleArchive}
      >
        {t('logArchives.create')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFolders size={16} aria-hidden />}
        onClick={() => setListOpened(true)}
      >
        {t('logArchives.open')}
      </Button>
      <LogArchivesDrawer opened={listOpened} onClose={() => setListOpened(false)} />
    </Group>
  );
}
