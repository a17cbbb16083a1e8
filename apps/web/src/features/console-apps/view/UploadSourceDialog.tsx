import { Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { useUploadSourceMutation } from '../api/appsMutations.ts';
import { ZipSourceField } from '../source/ZipSourceField.tsx';
import { zipFileIssue, zipUploadErrorIssue } from '../source/zipFile.utils.ts';
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
  return opened && <UploadForm app={app} onDone={onClose} />;
}

function UploadForm({ app, onDone }: { app: App; onDone: () => void }) {
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

  function handleSubmit() {
    setIsTouched(true);
    if (!file || zipFileIssue(file, appUploadMaxBytes)) return;
    setProgress(0);
    upload.mutate(
      { appId: app.id, file, onProgress: setProgress },
      {
        onSuccess: (created) => {
          onDone();
          // The new build is what the user waits for: show it running.
          navigate(appViewPaths.build(app.id, created.version.id, created.build.id));
        },
      },
    );
  }

  return (
    <FormModal
      size="small"
      title={t('appView.upload.title')}
      onClose={onDone}
      onSubmit={handleSubmit}
      noValidate
      staysWhileBusy
      problem={upload.isError && !zipIssue ? upload.error.message : null}
      problemTitle={t('appView.upload.failed')}
      submitLabel={t('appView.upload.submit')}
      cancelLabel={t('appView.cancel')}
      busy={upload.isPending}
    >
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
    </FormModal>
  );
}
