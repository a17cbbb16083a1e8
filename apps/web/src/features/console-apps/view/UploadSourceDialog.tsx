import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { useUploadSourceMutation } from '../../shared/apps/api/appsMutations.ts';
import { appViewPaths } from '../../shared/apps/appViewPaths.ts';
import { ZipSourceField } from '../../shared/apps/source/ZipSourceField.tsx';
import { zipFileIssue, zipUploadErrorIssue } from '../../shared/apps/source/zipFile.utils.ts';

export function UploadSourceDialog({
  app,
  opened,
  onClose,
}: {
  app: App;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const [isBusy, setIsBusy] = useState(false);
  return (
    <PortalModal
      opened={opened}
      onClose={onClose}
      title={t('appView.upload.title')}
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy}
      withCloseButton={!isBusy}
    >
      <UploadForm app={app} onDone={onClose} onBusyChange={setIsBusy} />
    </PortalModal>
  );
}

function UploadForm({
  app,
  onDone,
  onBusyChange,
}: {
  app: App;
  onDone: () => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { appUploadMaxBytes } = usePublicConfig();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(0);
  const [isTouched, setIsTouched] = useState(false);
  const upload = useUploadSourceMutation();
  const zipIssue = upload.isError ? zipUploadErrorIssue(upload.error, appUploadMaxBytes) : null;
  const latest = app.latestVersion;
  const running = latest?.buildStatus === 'QUEUED' || latest?.buildStatus === 'IN_PROGRESS';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (!file || zipFileIssue(file, appUploadMaxBytes)) return;
    onBusyChange(true);
    setProgress(0);
    upload.mutate(
      { appId: app.id, file, onProgress: setProgress },
      {
        onSuccess: (created) => {
          onDone();
          // The new build is what the user waits for: show it running.
          navigate(appViewPaths.build(app.id, created.version.id, created.build.id));
        },
        onSettled: () => onBusyChange(false),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('appView.upload.explain', { referenceId: app.referenceId })}</Text>
        <ZipSourceField
          label={t('appView.upload.file')}
          value={file}
          onChange={(picked) => {
            setFile(picked);
            upload.reset();
          }}
          issue={zipIssue ?? (isTouched && !file ? zipFileIssue(null, appUploadMaxBytes) : null)}
          progress={upload.isPending ? progress : undefined}
          waitingFor={running ? latest?.version : undefined}
          disabled={upload.isPending}
          autoFocus
        />
        {upload.isError && !zipIssue && (
          <Alert color="red" role="alert" title={t('appView.upload.failed')}>
            {upload.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={upload.isPending}>
            {t('appView.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending}>
            {t('appView.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
