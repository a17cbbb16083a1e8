import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import type { AwsAccessControls } from './useAwsAccess.ts';

/** The confirmation before a member's AWS access is removed. */
export function AwsAccessRemoveDialog({ aws }: { aws: AwsAccessControls }) {
  const { t } = useTranslation('console');
  const member = aws.removing;
  return (
    <ConfirmDialog
      opened={member !== null}
      title={t('users.aws.removeTitle')}
      confirmLabel={t('users.aws.removeConfirm')}
      busy={aws.isRemoving}
      destructive
      onCancel={aws.cancelRemove}
      onConfirm={aws.confirmRemove}
    >
      {t('users.aws.removeText', { userName: member ? `${member.firstName} ${member.lastName}` : '' })}
    </ConfirmDialog>
  );
}
