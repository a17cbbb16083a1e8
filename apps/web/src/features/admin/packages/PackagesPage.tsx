import { Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { can } from '@portal/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useUpdateSearchParams } from '../../../lib/navigation/useUpdateSearchParams.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { PACKAGES_PAGE_SIZE, packagesQueryOptions } from './api/packagesApi.ts';
import { PackageStatusBadge } from './PackageStatusBadge.tsx';

/** /admin/packages: the packages the staff member may see, searched in the URL (?q, ?page). */
export function PackagesPage() {
  const { t } = useTranslation('admin');
  const isOwner = can(useAccessContext(), { globalPermission: 'admin.packages' });
  const [params, update] = useUpdateSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [debounced] = useDebouncedValue(draft.trim(), 300);
  useEffect(() => {
    if (debounced !== q) update({ q: debounced || null, page: null });
  }, [debounced, q, update]);

  const query = useQuery({
    ...packagesQueryOptions({
      search: q || undefined,
      start: (page - 1) * PACKAGES_PAGE_SIZE,
      length: PACKAGES_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('packages.title')}</Title>
        {isOwner && (
          <Group gap="sm">
            <Button variant="default" component={Link} to="/admin/packages/permissions">
              {t('routes.packagePermissions')}
            </Button>
            <Button
              component={Link}
              to="/admin/packages/create"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('packages.create.open')}
            </Button>
          </Group>
        )}
      </Group>
      <TextInput
        type="search"
        label={t('packages.searchLabel')}
        placeholder={t('packages.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <QueryState
        query={query}
        errorMessage={t('packages.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{q ? t('packages.noMatches') : t('packages.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <>
            <ListCount>{t('packages.count', { count: loaded.total })}</ListCount>
            <DataTable
              minWidth={420}
              columns={[
                t('packages.fields.name'),
                t('packages.fields.entitlements'),
                t('packages.fields.companies'),
                t('packages.fields.status'),
              ]}
              rows={loaded.data.map((pkg) => ({
                key: pkg.id,
                cells: [
                  <Anchor
                    key="name"
                    component={Link}
                    to={`/admin/packages/view/${pkg.id}`}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {pkg.name}
                  </Anchor>,
                  pkg.entitlements.map((e) => e.name).join(', '),
                  pkg.organizationCount,
                  <PackageStatusBadge key="status" status={pkg.status} />,
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={PACKAGES_PAGE_SIZE}
              page={page}
              onChange={(next) => update({ page: next > 1 ? String(next) : null })}
              label={t('packages.pages')}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
