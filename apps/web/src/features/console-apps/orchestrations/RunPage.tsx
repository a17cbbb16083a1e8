import { Accordion, Anchor, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { App, OrchestrationRunDetail, StepRun } from '@portal/contracts';
import { finishedRunStatuses } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { formatDuration } from '../../../lib/format/numbers.ts';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { useCancelRunMutation } from './api/orchestrationsMutations.ts';
import { runQueryOptions } from './api/orchestrationsQueries.ts';
import { syncListedRun } from './live/runCache.ts';
import { useLiveRuns } from './live/useLiveRuns.ts';
import { RunApprovals } from './RunApprovals.tsx';
import { RunStatusBadge } from './RunStatusBadge.tsx';
import { runLogsPath } from './runLogs.utils.ts';

/** /console/apps/view/:id/orchestration-activity/:run: a run and its steps, live while it runs. */
export function RunPage() {
  const { id = '', run = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="orchestrations">
      {(app) => (
        <RunView
          app={app}
          runId={run}
          backPath={appViewPaths.orchestrationActivity(app.id)}
          logsPath={appViewPaths.logs(app.id)}
        />
      )}
    </AppViewFrame>
  );
}

type RunViewProps = {
  app: App;
  runId: string;
  backPath: string;
  /** The app's logs page in this view, where the run's own lines are read. */
  logsPath: string;
};

/** A run with its steps, live while it runs: the owned and the licensed app views' run pages. */
export function RunView({ app, runId, backPath, logsPath }: RunViewProps) {
  const { t } = useTranslation('console');
  const { canReadLogs } = useAppPermissions();
  const queryClient = useQueryClient();
  const run = useQuery(runQueryOptions(app.id, runId));
  const { pollInterval } = useLiveRuns(app.id, run.data ? [run.data.status] : []);
  useQuery({ ...runQueryOptions(app.id, runId), refetchInterval: pollInterval });
  useEffect(() => {
    if (run.data) syncListedRun(queryClient, run.data);
  }, [queryClient, run.data]);
  const isMissing = useNotFoundOn404(run.error);
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState
      query={run}
      errorMessage={t('appView.orchestrations.errors.run')}
      errorDetail={(error) => error.message}
    >
      {(data) => (
        <Stack gap="lg">
          <Group gap="lg" wrap="wrap">
            <Anchor component={Link} to={backPath} size="sm">
              {t('appView.orchestrations.back')}
            </Anchor>
            {canReadLogs && (
              <Anchor component={Link} to={runLogsPath(logsPath, data)} size="sm">
                {t('appView.orchestrations.runLogs')}
              </Anchor>
            )}
          </Group>
          <RunSummary app={app} run={data} />
          <RunApprovals appId={app.id} run={data} />
          <Title order={2} size="h4">
            {t('appView.orchestrations.steps')}
          </Title>
          {data.steps.length === 0 ? (
            <Text>{t('appView.orchestrations.noSteps')}</Text>
          ) : (
            <Accordion multiple variant="separated" chevronPosition="left">
              {data.steps.map((step) => (
                <StepItem key={step.id} step={step} />
              ))}
            </Accordion>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function RunSummary({ app, run }: { app: App; run: OrchestrationRunDetail }) {
  const { t, i18n } = useTranslation('console');
  const { canRunOrchestrations } = useAppPermissions();
  const cancel = useCancelRunMutation(app.id);
  const [confirming, setConfirming] = useState(false);
  const isOpen = !finishedRunStatuses.includes(run.status);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h3">
            {t('appView.orchestrations.runLabel', { name: run.orchestration, id: run.id.slice(0, 8) })}
          </Title>
          <RunStatusBadge status={run.status} />
        </Group>
        {canRunOrchestrations && isOpen && (
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t('appView.orchestrations.cancel.action')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        <Field label={t('appView.orchestrations.columns.trigger')}>
          {t(`appView.orchestrations.triggers.${run.trigger}`)}
        </Field>
        <Field label={t('appView.orchestrations.columns.tenant')}>{run.tenant}</Field>
        <Field label={t('appView.versionColumn')}>{run.version}</Field>
        <Field label={t('appView.orchestrations.columns.started')}>
          {run.startedAt ? formatDateTime(run.startedAt, i18n.language) : '–'}
        </Field>
        <Field label={t('appView.orchestrations.columns.duration')}>
          {formatDuration(run.durationMs, i18n.language)}
        </Field>
        <Field label={t('appView.orchestrations.stepCount')}>{run.stepCount}</Field>
      </SimpleGrid>
      {run.status === 'WAITING' && run.resumeAt && !run.approvals.some((a) => a.decision === null) && (
        <Text size="sm">
          {t('appView.orchestrations.resumesAt', { at: formatDateTime(run.resumeAt, i18n.language) })}
        </Text>
      )}
      {run.error && (
        <Text size="sm" c="red.8" role="alert">
          {run.errorStep
            ? t('appView.orchestrations.failedAt', { step: run.errorStep, error: run.error })
            : run.error}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('appView.orchestrations.cancel.title')}
        confirmLabel={t('appView.orchestrations.cancel.confirm')}
        cancelLabel={t('appView.orchestrations.cancel.keep')}
        busy={cancel.isPending}
        busyLabel={t('appView.orchestrations.cancel.busy')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(run.id, {
            onSettled: () => setConfirming(false),
            onError: (error) =>
              toast.error(
                error instanceof HttpError ? error.message : t('appView.orchestrations.cancel.failed'),
              ),
          })
        }
      >
        {t('appView.orchestrations.cancel.body')}
      </ConfirmDialog>
    </Stack>
  );
}

/** JSON as the server stored it, indented; nothing when the step had none. */
function Json({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          {t('appView.orchestrations.none')}
        </Text>
      ) : (
        <Code block style={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

function StepItem({ step }: { step: StepRun }) {
  const { t, i18n } = useTranslation('console');
  return (
    <Accordion.Item value={step.id}>
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" w={28}>
            {step.seq}
          </Text>
          <Text size="sm" fw={600}>
            {step.stepId}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`appView.orchestrations.kinds.${step.type}`, { defaultValue: step.type })}
          </Text>
          <RunStatusBadge status={step.status} />
          <Text size="sm">{formatDuration(step.durationMs, i18n.language)}</Text>
          {step.attempts > 1 && (
            <Text size="sm">{t('appView.orchestrations.attempts', { count: step.attempts })}</Text>
          )}
          {step.branch && (
            <Text size="sm" c="dimmed">
              {t('appView.orchestrations.inBranch', { branch: step.branch })}
            </Text>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {step.error && (
            <Text size="sm" c="red.8">
              {step.error}
            </Text>
          )}
          <Json label={t('appView.orchestrations.input')} value={step.input} />
          <Json label={t('appView.orchestrations.output')} value={step.output} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
