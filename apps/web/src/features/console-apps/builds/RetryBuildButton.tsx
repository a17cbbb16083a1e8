import { Button, Group, Text } from '@mantine/core';
import type { Build } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRetryBuildMutation } from '../api/appsMutations.ts';
import { appViewPaths } from '../view/appViewPaths.ts';
import { useAppPermissions } from '../view/useAppPermissions.ts';

type Props = {
  appId: string;
  build: Build;
  /** Where the new build is followed: the console opens its page, the builder's Build panel follows it. */
  onRetried?: (fresh: Build) => void;
};

/**
 * docs/product/builds.md BUILDS-2: a failed or cancelled build offers Retry to whoever may build
 * (apps.write); the new build is followed live. The server refuses a build that is not its version's newest,
 * and says so.
 */
export function RetryBuildButton({ appId, build, onRetried }: Props) {
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
              if (onRetried) onRetried(fresh);
              else void navigate(appViewPaths.build(appId, fresh.versionId, fresh.id));
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
