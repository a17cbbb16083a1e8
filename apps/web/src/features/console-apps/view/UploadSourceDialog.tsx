import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { type App, appUploadIssue } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { useUploadSourceMutation } from '../api/appViewMutations.ts';
import { uploadIssueText } from './appFormRules.ts';
import { appViewPaths } from './appViewPaths.ts';

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
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(0);
  const [isTouched, setIsTouched] = useState(false);
  const upload = useUploadSourceMutation(app.id);
  const issue = file ? uploadIssueText(appUploadIssue(file)) : { key: 'appView.upload.fileRequired' };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (issue || !file) return;
    onBusyChange(true);
    upload.mutate(
      { file, onProgress: setProgress },
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
        <FileInput
          label={t('appView.upload.file')}
          placeholder={t('appView.upload.placeholder')}
          accept=".zip,application/zip"
          value={file}
          onChange={(picked) => {
            setFile(picked);
            upload.reset();
          }}
          error={isTouched && issue ? t(issue.key, issue.params) : undefined}
          disabled={upload.isPending}
          required
          clearable
          data-autofocus
        />
        {upload.isPending && (
          <Progress
            value={progress === null ? 100 : Math.round(progress * 100)}
            animated={progress === null || progress >= 1}
            aria-label={t('appView.upload.progress')}
          />
        )}
        {upload.isError && (
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
