import { Button, Group } from '@mantine/core';
import type { AdminUser } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useResetTermsMutation, useResetTotpMutation, useSetDisabledMutation } from './api/peopleAdminApi.ts';

type Action = 'disable' | 'enable' | 'terms' | 'totp';

/**
 * Disable or enable one account, ask it to agree to the terms again, or reset its second factor (the
 * `resetTotp` call); each confirmed first.
 */
export function UserActions({ user, canResetTerms }: { user: AdminUser; canResetTerms: boolean }) {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<Action | null>(null);
  const setDisabled = useSetDisabledMutation();
  const resetTerms = useResetTermsMutation();
  const resetTotp = useResetTotpMutation();
  const name = `${user.firstName} ${user.lastName}`;
  const done = () => setAction(null);
  const failed = (error: unknown) => {
    toast.error(isHttpError(error) && error.status === 409 ? error.message : t('users.actionFailed'));
    done();
  };
  const confirm = () => {
    if (action === 'totp')
      resetTotp.mutate(user.userUuid, {
        onSuccess: ({ reset }) => {
          toast.info(t(reset ? 'users.totpReset' : 'users.totpNone', { name }));
          done();
        },
        onError: failed,
      });
    else if (action === 'terms')
      resetTerms.mutate(user.userUuid, {
        onSuccess: () => {
          toast.info(t('users.termsReset', { name }));
          done();
        },
        onError: failed,
      });
    else if (action)
      setDisabled.mutate(
        { id: user.userUuid, disabled: action === 'disable' },
        {
          onSuccess: () => {
            toast.info(t(action === 'disable' ? 'users.disabledDone' : 'users.enabledDone', { name }));
            done();
          },
          onError: failed,
        },
      );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant={user.disabled ? 'light' : 'default'}
        color={user.disabled ? undefined : 'red'}
        onClick={() => setAction(user.disabled ? 'enable' : 'disable')}
        aria-label={t(user.disabled ? 'users.enableNamed' : 'users.disableNamed', { name })}
      >
        {t(user.disabled ? 'users.enable' : 'users.disable')}
      </Button>
      {canResetTerms && (
        <Button
          size="xs"
          variant="default"
          onClick={() => setAction('terms')}
          aria-label={t('users.resetTermsNamed', { name })}
        >
          {t('users.resetTerms')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        onClick={() => setAction('totp')}
        aria-label={t('users.resetTotpNamed', { name })}
      >
        {t('users.resetTotp')}
      </Button>
      <ConfirmDialog
        opened={action !== null}
        title={action ? t(`users.confirm.${action}Title`) : ''}
        confirmLabel={action ? t(`users.confirm.${action}`) : ''}
        busy={setDisabled.isPending || resetTerms.isPending || resetTotp.isPending}
        destructive={action === 'disable' || action === 'totp'}
        onCancel={done}
        onConfirm={confirm}
      >
        {action ? t(`users.confirm.${action}Text`, { name, email: user.email }) : null}
      </ConfirmDialog>
    </Group>
  );
}
