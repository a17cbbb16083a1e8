import { Text } from '@mantine/core';
import type { Environment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRollbackMutation } from './api/boardApi.ts';

/**
 * The confirmation of an environment's rollback. Which tenants go back is the server's rule (those
 * running the version deployed there last, each to the version it ran before, all checked before the
 * first deploy): the dialog says the rule, and the toast names what the server did.
 */
export function EnvironmentRollbackDialog({
  appId,
  environment,
  onClose,
}: {
  appId: string;
  environment: Environment;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const rollback = useRollbackMutation(appId);
  const name = t(`appView.environments.${environment}`);
  return (
    <FormModal
      title={t('appView.board.environmentRollbackTitle', { environment: name })}
      onClose={onClose}
      onSubmit={() =>
        rollback.mutate(
          { environment },
          {
            onSuccess: (result) => {
              toast.info(
                t('appView.board.environmentRolledBack', {
                  environment: name,
                  tenants: result.data.map((line) => line.tenant).join(', '),
                  count: result.data.length,
                }),
              );
              onClose();
            },
          },
        )
      }
      problem={rollback.error ? errorText(rollback.error, t('appView.board.rollbackFailed')) : null}
      submitLabel={t('appView.board.rollBack')}
      cancelLabel={t('appView.cancel')}
      busy={rollback.isPending}
    >
      <Text size="sm">{t('appView.board.environmentRollbackExplain', { environment: name })}</Text>
    </FormModal>
  );
}
