import { SegmentedControl, Stack, Title } from '@mantine/core';
import { type AdminBuild, type AdminBuildState, adminBuildStates } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { useUpdateSearchParams } from '../../../lib/navigation/useUpdateSearchParams.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { AdminBuildsTable } from './AdminBuildsTable.tsx';
import { adminBuildsQueryOptions, useBuildActionMutation } from './api/adminBuildsApi.ts';
import { BuildQueuePanel } from './BuildQueuePanel.tsx';
import { BuildSubNav } from './BuildSubNav.tsx';

const PAGE_SIZE = 25;
const isState = (value: string | null): value is AdminBuildState =>
  adminBuildStates.includes(value as AdminBuildState);

type Action = { kind: 'cancel' | 'retry'; build: AdminBuild };

/**
 * /admin/build: every company's builds waiting, running or finished (?state=, ?page=), the
 * queues and workers, and cancel or retry after a confirmation.
 */
export function AdminBuildPage() {
  const { t } = useTranslation('admin');
  const [searchParams, update] = useUpdateSearchParams();
  const stateParam = searchParams.get('state');
  const state: AdminBuildState = isState(stateParam) ? stateParam : 'finished';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [action, setAction] = useState<Action | null>(null);
  const query = useQuery({
    ...adminBuildsQueryOptions({ state, start: (page - 1) * PAGE_SIZE, length: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const act = useBuildActionMutation({
    onSuccess: (build, { kind }) => {
      setAction(null);
      toast.info(t(kind === 'cancel' ? 'builds.cancelled' : 'builds.retried', { app: build.appName }));
    },
    onError: (error, { kind }) => {
      setAction(null);
      toast.error(
        errorText(error, t(kind === 'cancel' ? 'builds.cancelFailed' : 'builds.retryFailed'), [409]),
      );
    },
  });

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.build')}</Title>
      <BuildSubNav />
      <BuildQueuePanel />
      <Title order={2} size="h3">
        {t('builds.list.title')}
      </Title>
      <SegmentedControl
        aria-label={t('builds.list.stateLabel')}
        value={state}
        onChange={(value) => update({ state: value === 'finished' ? null : value, page: null })}
        data={adminBuildStates.map((value) => ({ value, label: t(`builds.list.states.${value}`) }))}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={query}
        errorMessage={t('builds.list.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t(`builds.list.empty.${state}`)}</EmptyText>,
        }}
      >
        {(loaded) => (
          <>
            <ListCount>{t('builds.list.count', { count: loaded.total })}</ListCount>
            <AdminBuildsTable
              builds={loaded.data}
              onCancel={(build) => setAction({ kind: 'cancel', build })}
              onRetry={(build) => setAction({ kind: 'retry', build })}
            />
            <Pager
              total={loaded.total}
              pageSize={PAGE_SIZE}
              page={page}
              onChange={(next) => update({ page: next > 1 ? String(next) : null })}
              label={t('builds.list.pages')}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        opened={action !== null}
        title={t(action?.kind === 'retry' ? 'builds.retryTitle' : 'builds.cancelTitle')}
        confirmLabel={t(action?.kind === 'retry' ? 'builds.retry' : 'builds.cancel')}
        busy={act.isPending}
        destructive={action?.kind === 'cancel'}
        onCancel={() => setAction(null)}
        onConfirm={() => action && act.mutate(action)}
      >
        {action &&
          t(action.kind === 'retry' ? 'builds.retryText' : 'builds.cancelText', {
            app: action.build.appName,
            version: action.build.version,
            company: action.build.organizationName,
          })}
      </ConfirmDialog>
    </Stack>
  );
}
