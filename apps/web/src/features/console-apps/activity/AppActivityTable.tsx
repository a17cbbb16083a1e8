import { Anchor, Group, Select, Stack, Title } from '@mantine/core';
import { type App, type AppActivityKind, appActivityKindOf, appActivityKinds } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useUpdateSearchParams } from '../../../lib/navigation/useUpdateSearchParams.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { appVersionsQueryOptions } from '../api/appsQueries.ts';
import { activityLinkOf } from './activityLinks.ts';
import { appActivityQueryOptions } from './api/appActivityApi.ts';

const PAGE_SIZE = 25;

const isKind = (value: string | null): value is AppActivityKind =>
  appActivityKinds.includes(value as AppActivityKind);

/**
 * The app's builds, promotions, deploys, runs and settings changes, newest first (docs/product/apps.md
 * APPS-11).
 */
export function AppActivityTable({ app }: { app: App }) {
  const { t, i18n } = useTranslation('console');
  const [params, update] = useUpdateSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const activity = useQuery(
    appActivityQueryOptions(app.id, {
      ...(kind ? { kind } : {}),
      start: (page - 1) * PAGE_SIZE,
      length: PAGE_SIZE,
    }),
  );
  // The versions name what a build, promotion or deploy line links to.
  const versions = useQuery(appVersionsQueryOptions(app.id));

  const kindLabel = (action: string | null) => {
    const of = appActivityKindOf(action);
    return of ? t(`appView.activity.kinds.${of}`) : t('appView.activity.otherKind');
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {t('appView.activity.title')}
        </Title>
        <Select
          label={t('appView.activity.kindFilter')}
          data={[
            { value: '', label: t('appView.activity.allKinds') },
            ...appActivityKinds.map((value) => ({ value, label: t(`appView.activity.kinds.${value}`) })),
          ]}
          value={kind ?? ''}
          onChange={(value) => update({ kind: value ?? '', page: '' })}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <QueryState
        query={activity}
        errorMessage={t('appView.errors.activity')}
        empty={{
          when: (data) => data.total === 0,
          show: <EmptyText>{t(kind ? 'appView.activity.emptyKind' : 'appView.activity.empty')}</EmptyText>,
        }}
      >
        {(data) => (
          <Stack gap="sm">
            <DataTable
              minWidth={720}
              caption={t('appView.activity.caption')}
              columns={[
                t('appView.activity.column.when'),
                t('appView.activity.column.who'),
                t('appView.activity.column.kind'),
                t('appView.activity.column.what'),
              ]}
              rows={data.data.map((row) => ({
                key: row.id,
                cells: [
                  formatDateTime(row.date, i18n.language),
                  row.actorEmail ?? row.actor ?? t('appView.activity.unknownUser'),
                  kindLabel(row.action),
                  <Anchor
                    key="what"
                    component={Link}
                    to={activityLinkOf(app.id, row, versions.data?.data ?? [])}
                  >
                    {row.message}
                  </Anchor>,
                ],
              }))}
            />
            <Pager
              total={data.total}
              pageSize={PAGE_SIZE}
              page={page}
              onChange={(next) => update({ page: String(next) })}
              label={t('appView.activity.pages')}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
