import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { App, AppVersion } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { type LifecycleRequest, useLifecycleMutation } from '../../shared/apps/api/appsMutations.ts';
import { BuildStatusBadge } from '../../shared/apps/BuildStatusBadge.tsx';
import { DeployDialog } from '../../shared/apps/deploy/DeployDialog.tsx';
import { useAppPermissions } from '../../shared/apps/useAppPermissions.ts';
import {
  type ActionAvailability,
  type LifecycleActionId,
  lifecycleAvailability,
} from './lifecycleActions.utils.ts';

const requestOf = (id: Exclude<LifecycleActionId, 'deploy'>, versionId: string): LifecycleRequest => {
  switch (id) {
    case 'promoteImplementation':
      return { type: 'promote', versionId, to: 'Implementation' };
    case 'promoteSandbox':
      return { type: 'promote', versionId, to: 'Sandbox' };
    case 'promoteProduction':
      return { type: 'promote', versionId, to: 'Production' };
    case 'review':
    case 'certify':
      return { type: id, versionId };
  }
};

/** One version on the lifecycle page: its stage and review state, and what can be done with it now. */
export function VersionLifecycleCard({ app, version }: { app: App; version: AppVersion }) {
  const { t } = useTranslation('console');
  const permissions = useAppPermissions();
  const lifecycle = useLifecycleMutation(app.id, app.referenceId);
  const [dialog, setDialog] = useState<'production' | 'deploy' | null>(null);
  const availability = lifecycleAvailability(version, app.retiredAt !== null, permissions);

  function run(request: LifecycleRequest) {
    lifecycle.mutate(request, {
      onSuccess: () => {
        setDialog(null);
        toast.info(t(`appView.lifecycle.done.${request.type}`, { version: version.version }));
      },
    });
  }

  function handleAction(id: LifecycleActionId) {
    lifecycle.reset();
    // Both change what runs in production or can reach it: ask first (deploy asks in its own dialog).
    if (id === 'promoteProduction') setDialog('production');
    else if (id === 'deploy') setDialog('deploy');
    else run(requestOf(id, version.id));
  }

  const errorMessage = lifecycle.isError ? lifecycle.error.message : null;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h4">
            {t('appView.versionLabel', { version: version.version, number: version.number })}
          </Title>
          <Badge variant="outline">{t(`appView.environments.${version.environment}`)}</Badge>
          <Badge variant="light" color="grape">
            {t(`appView.reviewStates.${version.reviewState}`)}
          </Badge>
          <BuildStatusBadge status={version.latestBuild?.status} />
        </Group>
        <Group gap="xs" wrap="wrap">
          {availability.map((action) => (
            <ActionButton
              key={action.id}
              action={action}
              isBusy={lifecycle.isPending}
              onClick={() => handleAction(action.id)}
            />
          ))}
        </Group>
        {errorMessage && dialog === null && (
          <Alert color="red" role="alert" title={t('appView.lifecycle.failed')}>
            {errorMessage}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={dialog === 'production'}
        title={t('appView.lifecycle.productionTitle')}
        confirmLabel={t('appView.lifecycle.actions.promoteProduction')}
        busy={lifecycle.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => run(requestOf('promoteProduction', version.id))}
      >
        <Stack gap="sm">
          <Text size="sm">{t('appView.lifecycle.productionExplain', { version: version.version })}</Text>
          {errorMessage && (
            <Alert color="red" role="alert">
              {errorMessage}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
      <DeployDialog
        version={version}
        opened={dialog === 'deploy'}
        onClose={() => setDialog(null)}
        isBusy={lifecycle.isPending}
        error={errorMessage}
        onDeploy={(input) => run({ type: 'deploy', versionId: version.id, ...input })}
      />
    </Card>
  );
}

function ActionButton({
  action,
  isBusy,
  onClick,
}: {
  action: ActionAvailability;
  isBusy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('console');
  const reasonId = useId();
  const label = t(`appView.lifecycle.actions.${action.id}`);
  if (action.allowed)
    return (
      <Button size="xs" variant="light" onClick={onClick} disabled={isBusy}>
        {label}
      </Button>
    );
  const reason = t(action.reasonKey ?? '');
  // A disabled button gets no focus or hover: the wrapper carries the tooltip, the text stays readable.
  return (
    <Tooltip label={reason} withArrow multiline maw={280}>
      <span>
        <Button size="xs" variant="light" disabled aria-describedby={reasonId}>
          {label}
        </Button>
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
