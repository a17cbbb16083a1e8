import { Button, Group, Text } from '@mantine/core';
import type { Build } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRetryBuildMutation } from '../../shared/apps/api/appsMutations.ts';
import { appViewPaths } from '../../shared/apps/appViewPaths.ts';
import { useAppPermissions } from '../../shared/apps/useAppPermissions.ts';

/**
 * Issue 35 item 23: a failed or cancelled build offers Retry to whoever may build (apps.write); the new
 * build's page follows it live. The server refuses a build that is not its version's newest, and says so.
 */
export function RetryBuildButton({ appId, build }: { appId: string; build: Build }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { canWrite } = useAppPermissions();
  const retry = useRetryBuildMutation(appId);
  if (!canWrite || (build.status !== 'FAILED' && build.status !== 'CANCELLED')) return null;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        loading={retry.isPending}
        onClick={() =>
          retry.mutate(build.id, {
            onSuccess: (fresh) => {
              toast.info(t('appView.build.retried'));
              void navigate(appViewPaths.build(appId, fresh.versionId, fresh.id));
            },
            onError: (error) => toast.error(t('appView.build.retryFailed', { message: error.message })),
          })
        }
      >
        {t('appView.build.retry')}
      </Button>
      <Text size="sm" c="gray.7">
        {t('appView.build.retryHint')}
      </Text>
    </Group>
  );
}
