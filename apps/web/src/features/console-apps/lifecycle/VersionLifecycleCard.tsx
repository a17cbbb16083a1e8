import { Alert, Badge, Button, Card, Group, type MantineColor, Stack, Text, Title } from '@mantine/core';
import type { App, AppVersion, PromotionRequest, ReviewState } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { type LifecycleRequest, useLifecycleMutation } from '../api/appsMutations.ts';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { DeployDialog } from '../deploy/DeployDialog.tsx';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { LifecycleStepper } from './LifecycleStepper.tsx';
import { type LifecycleActionId, lifecycleSteps, nextStep } from './lifecycleActions.utils.ts';

/** One colour per review state (docs/product/apps.md APPS-12). */
const reviewColors: Record<ReviewState, MantineColor> = {
  NONE: 'gray',
  IN_REVIEW: 'orange',
  CERTIFIED: 'green',
};

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

/**
 * One version on the lifecycle page: its stage and review state, what can be done with it now, and the
 * promotions of it that wait for the company's approvals.
 */
export function VersionLifecycleCard({
  app,
  version,
  waiting = [],
}: {
  app: App;
  version: AppVersion;
  waiting?: PromotionRequest[];
}) {
  const { t } = useTranslation('console');
  const permissions = useAppPermissions();
  const lifecycle = useLifecycleMutation(app.id, app.referenceId);
  const [dialog, setDialog] = useState<'production' | 'deploy' | null>(null);
  const next = nextStep(version, app.retiredAt !== null, permissions);

  function run(request: LifecycleRequest) {
    lifecycle.mutate(request, {
      onSuccess: ({ held }) => {
        setDialog(null);
        toast.info(
          held
            ? waitingText(held)
            : t(`appView.lifecycle.done.${request.type}`, { version: version.version }),
        );
      },
    });
  }

  /** A held promotion (202): how many approvals it still needs, by whom, to enter where. */
  function waitingText(request: PromotionRequest) {
    const approved = request.decisions.filter((decision) => decision.decision === 'approve').length;
    return t('appView.lifecycle.waiting', {
      count: request.requiredApprovals - approved,
      role: t(`core:roles.${request.approverRole}`, { defaultValue: request.approverRole }),
      version: request.versionName,
      environment: t(`appView.environments.${request.toEnvironment}`),
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
          <Badge variant="light" color={reviewColors[version.reviewState]}>
            {t(`appView.reviewStates.${version.reviewState}`)}
          </Badge>
          <BuildStatusBadge status={version.latestBuild?.status} />
        </Group>
        <LifecycleStepper step={next.step} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('appView.lifecycle.next')}
          </Text>
          {next.actions.length > 0 && (
            <Group gap="xs" wrap="wrap">
              {next.actions.map((action, index) => (
                <Button
                  key={action.id}
                  size="xs"
                  // The stage's own step first and filled; Deploy, open at every stage, beside it.
                  variant={index === 0 && action.id !== 'deploy' ? 'filled' : 'light'}
                  onClick={() => handleAction(action.id)}
                  disabled={lifecycle.isPending}
                >
                  {t(`appView.lifecycle.actions.${action.id}`)}
                </Button>
              ))}
            </Group>
          )}
          {next.step === lifecycleSteps.length && <Text size="sm">{t('appView.lifecycle.nothingNext')}</Text>}
          {next.reasonKeys.map((key) => (
            <Text key={key} size="sm" c="gray.7">
              {t(key)}
            </Text>
          ))}
        </Stack>
        {waiting.map((request) => (
          <Alert key={request.id} color="orange" variant="light">
            {waitingText(request)}
          </Alert>
        ))}
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
