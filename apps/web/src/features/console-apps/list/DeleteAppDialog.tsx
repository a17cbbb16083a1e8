import { Alert, Stack, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useDeleteAppMutation } from '../api/appsMutations.ts';

type Props = {
  app: Pick<App, 'id' | 'name'> | null;
  onClose: () => void;
  /** After the app is gone: the app view leaves its page. */
  onDeleted?: () => void;
};

/** Deleting removes the app, its versions and sources for good; the server refuses while it is deployed. */
export function DeleteAppDialog({ app, onClose, onDeleted }: Props) {
  const { t } = useTranslation('console');
  const remove = useDeleteAppMutation();
  const handleClose = () => {
    remove.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!app) return;
    remove.mutate(app.id, {
      onSuccess: () => {
        toast.info(t('appsList.delete.done', { name: app.name }));
        handleClose();
        onDeleted?.();
      },
    });
  };
  // A 409 says why (deployed to a tenant) in the server's words; anything else gets the general text.
  const errorText =
    isHttpError(remove.error) && (remove.error.status === 409 || remove.error.status === 404)
      ? remove.error.message
      : t('appsList.delete.error');
  return (
    <ConfirmDialog
      opened={app !== null}
      title={t('appsList.delete.title')}
      confirmLabel={t('appsList.delete.confirm')}
      busyLabel={t('appsList.delete.busy')}
      busy={remove.isPending}
      destructive
      onConfirm={handleConfirm}
      onCancel={handleClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('appsList.delete.text', { name: app?.name ?? '' })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
