import { Button, Group, Menu } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveFile } from '../../../lib/files/browserDownload.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { appsApi } from '../api/appsApi.ts';
import { useUnretireAppMutation } from '../api/appsMutations.ts';
import { DeleteAppDialog } from '../list/DeleteAppDialog.tsx';
import { RetireAppDialog } from '../retire/RetireAppDialog.tsx';
import { CopyAppDialog } from './CopyAppDialog.tsx';
import { RenameAppDialog } from './RenameAppDialog.tsx';
import { UploadSourceDialog } from './UploadSourceDialog.tsx';
import { useAppPermissions } from './useAppPermissions.ts';

type Dialog = 'rename' | 'copy' | 'upload' | 'delete' | 'retire' | null;
type SecondaryAction = {
  key: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  isDanger?: boolean;
};

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

  const handleUnretire = () =>
    unretire.mutate(app.id, {
      onSuccess: () => toast.info(t('appsList.unretire.done', { name: app.name })),
      onError: () => toast.error(t('appsList.unretire.error', { name: app.name })),
    });
  const secondary: SecondaryAction[] = [
    // A retired app is read-only: it is renamed, uploaded to or given access only once unretired.
    ...(canWrite && !isRetired
      ? [{ key: 'rename', label: t('appView.actions.rename'), onClick: () => setDialog('rename') }]
      : []),
    ...(canWrite
      ? [
          {
            key: 'copy',
            label: t('appView.actions.copy'),
            onClick: () => setDialog('copy'),
            disabled: !latest,
          },
        ]
      : []),
    ...(canRetire && !isRetired
      ? [{ key: 'retire', label: t('appsList.rowMenu.retire'), onClick: () => setDialog('retire') }]
      : []),
    ...(canRetire && isRetired
      ? [
          {
            key: 'unretire',
            label: t('appsList.unretire.button'),
            onClick: handleUnretire,
            loading: unretire.isPending,
          },
        ]
      : []),
    ...(canWrite
      ? [
          {
            key: 'delete',
            label: t('appView.actions.delete'),
            onClick: () => setDialog('delete'),
            isDanger: true,
          },
        ]
      : []),
  ];

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
          <Button
            variant="default"
            size="sm"
            onClick={() => setDialog('upload')}
            disabled={isRetired}
            title={isRetired ? t('appView.actions.retiredHint') : undefined}
          >
            {t('appView.actions.upload')}
          </Button>
        )}
        {/* Wide screens show each action; a phone gets them in one menu so the header stays short. */}
        {secondary.map((action) => (
          <Button
            key={action.key}
            visibleFrom="sm"
            variant={action.isDanger ? 'light' : 'default'}
            color={action.isDanger ? 'red' : undefined}
            size="sm"
            onClick={action.onClick}
            disabled={action.disabled}
            loading={action.loading}
          >
            {action.label}
          </Button>
        ))}
        {secondary.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                hiddenFrom="sm"
                variant="default"
                size="sm"
                aria-label={t('appsList.rowMenu.label', { name: app.name })}
              >
                {t('appsList.rowMenu.button')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {secondary.map((action) => (
                <Menu.Item
                  key={action.key}
                  color={action.isDanger ? 'red' : undefined}
                  onClick={action.onClick}
                  disabled={action.disabled || action.loading}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
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
