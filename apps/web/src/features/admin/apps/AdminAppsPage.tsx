import { Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminAppListQuery, adminAppSorts } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useUpdateSearchParams } from '../../../lib/navigation/useUpdateSearchParams.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AppNameCell, ReferenceIdCell } from '../../console-apps/index.ts';
import { adminAppsQueryOptions } from './api/adminAppsApi.ts';

const PAGE_SIZE = 25;
type Sort = AdminAppListQuery['sort'];
const isSort = (value: string | null): value is Sort => adminAppSorts.includes(value as Sort);

/** /admin/apps: every company's apps; ?q= is the search, ?sort= and ?page= are kept in the link too. */
export function AdminAppsPage() {
  const { t, i18n } = useTranslation('admin');
  const [searchParams, update] = useUpdateSearchParams();
  const q = searchParams.get('q') ?? '';
  const sortParam = searchParams.get('sort');
  const sort: Sort = isSort(sortParam) ? sortParam : '-updatedAt';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  // The reviewers' queue: apps with a version submitted for review (?review=IN_REVIEW).
  const inReview = searchParams.get('review') === 'IN_REVIEW';
  const [draft, setDraft] = useState(q);
  const [debounced] = useDebouncedValue(draft.trim(), 300);

  useEffect(() => {
    if (debounced !== q) update({ q: debounced || null, page: null });
  }, [debounced, q, update]);

  const query = useQuery({
    ...adminAppsQueryOptions({
      q: q || undefined,
      sort,
      start: (page - 1) * PAGE_SIZE,
      length: PAGE_SIZE,
      ...(inReview ? { review: 'IN_REVIEW' as const } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Title order={1}>{t('adminApps.apps.title')}</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="search"
          label={t('adminApps.apps.searchLabel')}
          placeholder={t('adminApps.apps.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Select
          label={t('adminApps.apps.sortLabel')}
          data={adminAppSorts.map((value) => ({ value, label: t(`adminApps.apps.sorts.${value}`) }))}
          value={sort}
          onChange={(value) => update({ sort: value, page: null })}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
        <Checkbox
          label={t('adminApps.apps.inReview')}
          checked={inReview}
          onChange={(event) =>
            update({ review: event.currentTarget.checked ? 'IN_REVIEW' : null, page: null })
          }
          mb={8}
        />
      </Group>
      <QueryState
        query={query}
        errorMessage={t('adminApps.apps.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: (
            <EmptyText>
              {q
                ? t('adminApps.apps.noMatches', { q })
                : inReview
                  ? t('adminApps.apps.noneInReview')
                  : t('adminApps.apps.empty')}
            </EmptyText>
          ),
        }}
      >
        {(loaded) => (
          <>
            <ListCount>{t('adminApps.apps.count', { count: loaded.total })}</ListCount>
            <DataTable
              minWidth={640}
              columns={[
                t('adminApps.apps.columns.name'),
                t('adminApps.apps.columns.referenceId'),
                t('adminApps.apps.columns.company'),
                t('adminApps.apps.columns.updated'),
              ]}
              rows={loaded.data.map((app) => ({
                key: app.id,
                cells: [
                  <AppNameCell
                    key="name"
                    to={`/admin/apps/${app.id}`}
                    name={app.name}
                    retired={app.retiredAt !== null}
                  />,
                  <ReferenceIdCell key="ref" value={app.referenceId} />,
                  app.organizationName,
                  formatDateTime(app.updatedAt, i18n.language),
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={PAGE_SIZE}
              page={page}
              onChange={(next) => update({ page: next > 1 ? String(next) : null })}
              label={t('adminApps.apps.pages')}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
