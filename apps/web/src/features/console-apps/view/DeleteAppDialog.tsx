import { Alert, Stack, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useDeleteAppMutation } from '../api/appViewMutations.ts';

/** Deleting is irreversible; the server refuses (409) while a version is deployed, and says so. */
export function DeleteAppDialog({
  app,
  opened,
  onClose,
}: {
  app: App;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const remove = useDeleteAppMutation(app.id);
  const handleClose = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('appView.delete.title')}
      confirmLabel={t('appView.delete.confirm')}
      busyLabel={t('appView.delete.busy')}
      busy={remove.isPending}
      destructive
      onCancel={handleClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast.info(t('appView.delete.done', { name: app.name }));
            onClose();
            navigate('/console/apps');
          },
        })
      }
    >
      <Stack gap="sm">
        <Text size="sm">{t('appView.delete.explain', { name: app.name, referenceId: app.referenceId })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert" title={t('appView.delete.failed')}>
            {remove.error.message}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
