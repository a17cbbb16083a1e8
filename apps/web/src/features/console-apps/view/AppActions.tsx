import { Button, Group } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts/toasts.ts';
import { appsApi } from '../api/appsApi.ts';
import { useUnretireAppMutation } from '../api/appsMutations.ts';
import { DeleteAppDialog } from '../list/DeleteAppDialog.tsx';
import { RetireAppDialog } from '../retire/RetireAppDialog.tsx';
import { useAppPermissions } from '../useAppPermissions.ts';
import { CopyAppDialog } from './CopyAppDialog.tsx';
import { RenameAppDialog } from './RenameAppDialog.tsx';
import { saveFile } from './saveFile.ts';
import { UploadSourceDialog } from './UploadSourceDialog.tsx';

type Dialog = 'rename' | 'copy' | 'upload' | 'delete' | 'retire' | null;

/** What can be done to the app as a whole; writes need apps.write (the server checks it again). */
export function AppActions({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const { canWrite, canRetire } = useAppPermissions();
  const navigate = useNavigate();
  const unretire = useUnretireAppMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const latest = app.latestVersion;
  const isRetired = app.retiredAt !== null;
  const close = () => setDialog(null);

  async function handleDownload() {
    if (!latest) return;
    setIsDownloading(true);
    try {
      const zip = await appsApi.sourceZip(latest.id);
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
          </>
        )}
        {canRetire && !isRetired && (
          <Button variant="default" size="sm" onClick={() => setDialog('retire')}>
            {t('appsList.rowMenu.retire')}
          </Button>
        )}
        {canRetire && isRetired && (
          <Button
            variant="default"
            size="sm"
            loading={unretire.isPending}
            onClick={() =>
              unretire.mutate(app.id, {
                onSuccess: () => toast.info(t('appsList.unretire.done', { name: app.name })),
                onError: () => toast.error(t('appsList.unretire.error', { name: app.name })),
              })
            }
          >
            {t('appsList.unretire.button')}
          </Button>
        )}
        {canWrite && (
          <Button variant="light" color="red" size="sm" onClick={() => setDialog('delete')}>
            {t('appView.actions.delete')}
          </Button>
        )}
      </Group>
      <RenameAppDialog app={app} opened={dialog === 'rename'} onClose={close} />
      <CopyAppDialog app={app} opened={dialog === 'copy'} onClose={close} />
      <UploadSourceDialog app={app} opened={dialog === 'upload'} onClose={close} />
      <DeleteAppDialog
        app={dialog === 'delete' ? app : null}
        onClose={close}
        onDeleted={() => navigate('/console/apps')}
      />
      <RetireAppDialog app={dialog === 'retire' ? app : null} onClose={close} />
    </>
  );
}
