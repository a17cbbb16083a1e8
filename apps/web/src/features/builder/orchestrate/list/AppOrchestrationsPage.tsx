import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { type OrchestrationRun, orchestrationsOf } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../../lib/shell/PageTitleContext.tsx';
import { DataTable } from '../../../../lib/tables/DataTable.tsx';
import {
  appViewPaths,
  RunStatusBadge,
  runsQueryOptions,
  useAppPermissions,
  useLiveRuns,
} from '../../../console-apps/index.ts';
import { useAppDraft } from '../../draft/useAppDraft.tsx';
import { orchestratePaths } from '../orchestrationFiles.ts';

// Newest first: the first run of each orchestration in the page is its last one.
const RUNS = { start: 0, length: 100 } as const;

/** /orchestrate/app/:a/orchestrations: the app's orchestrations (its draft), with each one's last run. */
export function AppOrchestrationsPage() {
  const { t } = useTranslation('builder');
  const { a = '' } = useParams();
  const { canReadOrchestrations } = useAppPermissions();
  const loadFailed = t('orchestrate.home.loadFailed');
  const { app, draft, gate } = useAppDraft(a, { failed: { app: loadFailed, draft: loadFailed } });
  const runsQuery = {
    ...runsQueryOptions(app?.id ?? '', RUNS),
    enabled: app !== undefined && canReadOrchestrations,
  };
  const runs = useQuery(runsQuery);
  const { pollInterval } = useLiveRuns(app?.id ?? '', runs.data?.data.map((run) => run.status) ?? []);
  useQuery({ ...runsQuery, refetchInterval: pollInterval });
  usePageTitle(app ? t('orchestrate.app.title', { app: app.name }) : undefined);
  if (gate) return gate;
  if (!app) return null;
  const orchestrations = orchestrationsOf(draft?.files ?? {});
  const lastRun = new Map<string, OrchestrationRun>();
  for (const run of runs.data?.data ?? [])
    if (!lastRun.has(run.orchestration)) lastRun.set(run.orchestration, run);
  const ref = app.referenceId;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('orchestrate.app.title', { app: app.name })}</Title>
        <Anchor component={Link} to={orchestratePaths.home} size="sm">
          {t('orchestrate.app.allApps')}
        </Anchor>
      </Group>
      {runs.isError && (
        <Text size="sm" c="red.9">
          {t('orchestrate.app.runsFailed')}
        </Text>
      )}
      {orchestrations.length === 0 ? (
        <Text size="sm" role="status">
          {t('orchestrate.app.empty')}{' '}
          <Anchor component={Link} to={`/build/${encodeURIComponent(ref)}`} size="sm">
            {t('orchestrate.home.openBuilder')}
          </Anchor>
        </Text>
      ) : (
        <DataTable
          minWidth={560}
          columns={[
            t('orchestrate.app.columns.name'),
            t('orchestrate.app.columns.steps'),
            t('orchestrate.app.columns.trigger'),
            t('orchestrate.app.columns.lastRun'),
          ]}
          rows={orchestrations.map((o) => {
            const run = lastRun.get(o.id);
            return {
              key: o.id,
              cells: [
                <Anchor key="name" component={Link} to={orchestratePaths.orchestration(ref, 'draft', o.id)}>
                  {o.id}
                </Anchor>,
                o.stepCount ?? t('orchestrate.app.unreadable'),
                o.trigger ? t(`orchestrate.trigger.types.${o.trigger}`, { defaultValue: o.trigger }) : '—',
                run ? (
                  <Group key="lastRun" gap="xs" wrap="nowrap">
                    <RunStatusBadge status={run.status} />
                    {canReadOrchestrations && (
                      <Anchor component={Link} to={appViewPaths.orchestrationRun(app.id, run.id)} size="sm">
                        {t('orchestrate.app.openRun')}
                      </Anchor>
                    )}
                  </Group>
                ) : (
                  <Text key="lastRun" size="sm" c="gray.7">
                    {runs.isPending && canReadOrchestrations ? '…' : t('orchestrate.app.noRuns')}
                  </Text>
                ),
              ],
            };
          })}
        />
      )}
    </Stack>
  );
}
