import { Stack, Text } from '@mantine/core';
import type { App, BoardTenant, Environment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRollbackMutation, versionDiffQueryOptions } from './api/boardApi.ts';
import { DiffSummary } from './DiffSummary.tsx';

/** A tenant of the board to roll back, with its column's environment. */
export type RollbackTarget = { tenant: BoardTenant; environment: Environment };

/**
 * The confirmation of a tenant's rollback: what runs there, the version it goes back to, and the diff
 * between the two (from the running version to the earlier one), before anything is deployed.
 */
export function RollbackDialog({
  app,
  target,
  onClose,
}: {
  app: App;
  target: RollbackTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const { tenant } = target;
  // The board offers a rollback only for a tenant with both.
  const current = tenant.current;
  const previous = tenant.previous;
  const diff = useQuery({
    ...versionDiffQueryOptions(app.id, current?.id ?? '', previous?.id ?? ''),
    enabled: current !== null && previous !== null,
  });
  const rollback = useRollbackMutation(app.id);
  const label = (v: { version: string; number: number }) =>
    t('appView.versionLabel', { version: v.version, number: v.number });
  if (!current || !previous) return null;
  return (
    <FormModal
      title={t('appView.board.rollbackTitle', { tenant: tenant.tenant })}
      onClose={onClose}
      onSubmit={() =>
        rollback.mutate(
          { tenant: tenant.tenant },
          {
            onSuccess: () => {
              toast.info(t('appView.board.rolledBack', { tenant: tenant.tenant, version: label(previous) }));
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
      <Stack gap="sm">
        <Text size="sm">
          {t('appView.board.rollbackExplain', {
            tenant: tenant.tenant,
            environment: t(`appView.environments.${target.environment}`),
            current: label(current),
            previous: label(previous),
          })}
        </Text>
        <QueryState
          query={diff}
          errorMessage={t('appView.board.diff.loadError')}
          errorDetail={(error) => error.message}
        >
          {(data) => <DiffSummary diff={data} />}
        </QueryState>
      </Stack>
    </FormModal>
  );
}
