import { Button, Group } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts/toasts.ts';
import { appViewApi } from '../api/appViewApi.ts';
import { CopyAppDialog } from './CopyAppDialog.tsx';
import { DeleteAppDialog } from './DeleteAppDialog.tsx';
import { RenameAppDialog } from './RenameAppDialog.tsx';
import { saveFile } from './saveFile.ts';
import { UploadSourceDialog } from './UploadSourceDialog.tsx';
import { useAppPermissions } from './useAppPermissions.ts';

type Dialog = 'rename' | 'copy' | 'upload' | 'delete' | null;

/** What can be done to the app as a whole; writes need apps.write (the server checks it again). */
export function AppActions({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const { canWrite } = useAppPermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const latest = app.latestVersion;
  const isRetired = app.retiredAt !== null;
  const close = () => setDialog(null);

  async function handleDownload() {
    if (!latest) return;
    setIsDownloading(true);
    try {
      const zip = await appViewApi.sourceZip(latest.id);
      saveFile(zip, `${app.referenceId}-${latest.version}.zip`, 'application/zip');
    } catch {
      toast.error(t('appView.download.failed'));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="sm"
          onClick={handleDownload}
          loading={isDownloading}
          disabled={!latest}
          title={latest ? undefined : t('appView.download.noVersion')}
        >
          {t('appView.actions.download')}
        </Button>
        {canWrite && (
          <>
            <Button
              variant="default"
              size="sm"
              onClick={() => setDialog('upload')}
              disabled={isRetired}
              title={isRetired ? t('appView.actions.retiredHint') : undefined}
            >
              {t('appView.actions.upload')}
            </Button>
            <Button variant="default" size="sm" onClick={() => setDialog('rename')}>
              {t('appView.actions.rename')}
            </Button>
            <Button variant="default" size="sm" onClick={() => setDialog('copy')} disabled={!latest}>
              {t('appView.actions.copy')}
            </Button>
            <Button variant="light" color="red" size="sm" onClick={() => setDialog('delete')}>
              {t('appView.actions.delete')}
            </Button>
          </>
        )}
      </Group>
      <RenameAppDialog app={app} opened={dialog === 'rename'} onClose={close} />
      <CopyAppDialog app={app} opened={dialog === 'copy'} onClose={close} />
      <UploadSourceDialog app={app} opened={dialog === 'upload'} onClose={close} />
      <DeleteAppDialog app={app} opened={dialog === 'delete'} onClose={close} />
    </>
  );
}
