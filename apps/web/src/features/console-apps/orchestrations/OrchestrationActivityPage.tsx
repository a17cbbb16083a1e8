import { Anchor, Button, Group, Select, Stack } from '@mantine/core';
import { type App, type OrchestrationRunStatus, orchestrationRunStatuses } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { formatDuration } from '../../../lib/format/numbers.ts';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { runsQueryOptions } from './api/orchestrationsQueries.ts';
import { LaunchRunDialog } from './LaunchRunDialog.tsx';
import { useLiveRuns } from './live/useLiveRuns.ts';
import { RunStatusBadge } from './RunStatusBadge.tsx';
import { WebhooksDialog } from './WebhooksDialog.tsx';

const PAGE_SIZE = 25;
const isStatus = (value: string | null): value is OrchestrationRunStatus =>
  (orchestrationRunStatuses as readonly string[]).includes(value ?? '');

/** /console/apps/view/:id/orchestration-activity: the app's orchestration runs, newest first. */
export function OrchestrationActivityPage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="orchestrations">
      {(app) => (
        <RunsList app={app} runPath={(runId) => appViewPaths.orchestrationRun(app.id, runId)} hasWebhooks />
      )}
    </AppViewFrame>
  );
}

/**
 * An app's runs on the company's tenants, newest first, with the status filter, paging, and the run
 * action: the owned app view's and the licensed app view's activity pages (a licensee launches runs of
 * what it deployed, but the webhooks of an orchestration are the producer's).
 */
export function RunsList({
  app,
  runPath,
  hasWebhooks,
}: {
  app: App;
  runPath: (runId: string) => string;
  hasWebhooks: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const { canRunOrchestrations } = useAppPermissions();
  const [launching, setLaunching] = useState(false);
  const [hooks, setHooks] = useState(false);
  // Filter and page live in the URL: a reload, a shared link and Back keep them.
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status'))
    ? (params.get('status') as OrchestrationRunStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const runsQuery = runsQueryOptions(app.id, {
    start: (page - 1) * PAGE_SIZE,
    length: PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const runs = useQuery(runsQuery);
  const { pollInterval } = useLiveRuns(app.id, runs.data?.data.map((run) => run.status) ?? []);
  useQuery({ ...runsQuery, refetchInterval: pollInterval });
  const setQuery = (next: { status?: string | null; page?: number }) => {
    const search = new URLSearchParams(params);
    if ('status' in next) {
      if (next.status) search.set('status', next.status);
      else search.delete('status');
      search.delete('page');
    }
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else if (next.page) search.delete('page');
    setParams(search);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('appView.orchestrations.filter')}
          data={[
            { value: '', label: t('appView.orchestrations.allStatuses') },
            ...orchestrationRunStatuses.map((s) => ({
              value: s,
              label: t(`appView.orchestrations.status.${s}`),
            })),
          ]}
          value={status ?? ''}
          onChange={(value) => setQuery({ status: value })}
          allowDeselect={false}
          w={220}
        />
        {canRunOrchestrations && (
          <Group gap="xs">
            {hasWebhooks && (
              <Button variant="default" onClick={() => setHooks(true)}>
                {t('appView.orchestrations.webhooks.open')}
              </Button>
            )}
            <Button onClick={() => setLaunching(true)}>{t('appView.orchestrations.run')}</Button>
          </Group>
        )}
      </Group>
      <QueryState
        query={runs}
        errorMessage={t('appView.orchestrations.errors.runs')}
        errorDetail={(error) => error.message}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: (
            <EmptyText>
              {status ? t('appView.orchestrations.emptyFiltered') : t('appView.orchestrations.empty')}
            </EmptyText>
          ),
        }}
      >
        {(loaded) => (
          <>
            <DataTable
              minWidth={720}
              columns={[
                t('appView.orchestrations.columns.run'),
                t('appView.orchestrations.columns.status'),
                t('appView.orchestrations.columns.trigger'),
                t('appView.orchestrations.columns.tenant'),
                t('appView.orchestrations.columns.started'),
                t('appView.orchestrations.columns.duration'),
              ]}
              rows={loaded.data.map((run) => ({
                key: run.id,
                cells: [
                  <Anchor key="run" component={Link} to={runPath(run.id)}>
                    {t('appView.orchestrations.runLabel', {
                      name: run.orchestration,
                      id: run.id.slice(0, 8),
                    })}
                  </Anchor>,
                  <RunStatusBadge key="status" status={run.status} />,
                  t(`appView.orchestrations.triggers.${run.trigger}`),
                  run.tenant,
                  formatDateTime(run.startedAt ?? run.createdAt, i18n.language),
                  formatDuration(run.durationMs, i18n.language),
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={PAGE_SIZE}
              page={page}
              onChange={(next) => setQuery({ page: next })}
              label={t('appView.orchestrations.pages')}
            />
          </>
        )}
      </QueryState>
      {launching && <LaunchRunDialog app={app} runPath={runPath} onClose={() => setLaunching(false)} />}
      {hooks && <WebhooksDialog app={app} onClose={() => setHooks(false)} />}
    </Stack>
  );
}
