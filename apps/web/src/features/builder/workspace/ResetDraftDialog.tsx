import type { AppDraft } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';

type Props = {
  opened: boolean;
  draft: Pick<AppDraft, 'latestVersionId' | 'baseVersionNumber'>;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before the draft is thrown away for the latest version's source (or an empty app's). */
export function ResetDraftDialog({ opened, draft, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('builder');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('reset.title')}
      confirmLabel={t('reset.confirm')}
      destructive
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {t('reset.body', { number: draft.latestVersionId ? (draft.baseVersionNumber ?? '') : '' })}
    </ConfirmDialog>
  );
}
