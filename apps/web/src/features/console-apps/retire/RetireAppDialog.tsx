import { Alert, Stack, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRetireAppMutation } from '../api/appsMutations.ts';
import { retireErrorCause } from './retireError.utils.ts';

export type RetireAppDialogProps = {
  /** The app to retire; the dialog is open while this is set. */
  app: Pick<App, 'id' | 'name'> | null;
  onClose: () => void;
  /** Called with the retired app after the server has retired it (the dialog closes itself first). */
  onRetired?: (app: App) => void;
};

/**
 * docs/product/apps.md APPS-8: retiring needs the acknowledgement ticked, reads 'Retiring...' while it runs,
 * and shows the message of the failure's cause. Shared with the app view pages.
 */
export function RetireAppDialog({ app, onClose, onRetired }: RetireAppDialogProps) {
  const { t } = useTranslation('console');
  const retire = useRetireAppMutation();

  const handleClose = () => {
    retire.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!app) return;
    retire.mutate(app.id, {
      onSuccess: (retired) => {
        toast.info(t('appsList.retire.done', { name: retired.name }));
        retire.reset();
        onClose();
        onRetired?.(retired);
      },
    });
  };

  return (
    <ConfirmDialog
      opened={app !== null}
      title={t('appsList.retire.title')}
      confirmLabel={t('appsList.retire.confirm')}
      busyLabel={t('appsList.retire.busy')}
      busy={retire.isPending}
      destructive
      acknowledgementLabel={t('appsList.retire.acknowledge')}
      onConfirm={handleConfirm}
      onCancel={handleClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('appsList.retire.text', { name: app?.name ?? '' })}</Text>
        {retire.isError && (
          <Alert color="red" role="alert">
            {t(`appsList.retire.errors.${retireErrorCause(retire.error)}`)}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
