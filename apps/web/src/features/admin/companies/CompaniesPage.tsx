import { Anchor, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type CompanyListQuery, isRegion, organizationTypes, regionInfo } from '@portal/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRegionOptions } from '../../../lib/identity/regionQueries.ts';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useUpdateSearchParams } from '../../../lib/navigation/useUpdateSearchParams.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AccountStatusBadge } from '../../account/index.ts';
import { companiesQueryOptions } from './api/companiesApi.ts';
import { CreateCompanyDialog } from './CreateCompanyDialog.tsx';

const PAGE_SIZE = 25;
const isType = (v: string | null): v is NonNullable<CompanyListQuery['organizationType']> =>
  organizationTypes.includes(v as never);

/** /admin/company-management: every company, searched and filtered in the URL (?q, ?type, ?region, ?page). */
export function CompaniesPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params, update] = useUpdateSearchParams();
  const q = params.get('q') ?? '';
  const type = params.get('type');
  const region = params.get('region');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [debounced] = useDebouncedValue(draft.trim(), 300);
  const [creating, setCreating] = useState(false);
  const regions = useRegionOptions();

  useEffect(() => {
    if (debounced !== q) update({ q: debounced || null, page: null });
  }, [debounced, q, update]);

  const query = useQuery({
    ...companiesQueryOptions({
      search: q || undefined,
      organizationType: isType(type) ? type : undefined,
      region: isRegion(region) ? region : undefined,
      start: (page - 1) * PAGE_SIZE,
      length: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(q || type || region);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('companies.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('companies.create.open')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="search"
          label={t('companies.searchLabel')}
          placeholder={t('companies.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('companies.fields.type')}
          placeholder={t('companies.allTypes')}
          data={organizationTypes.map((value) => ({ value, label: t(`companies.types.${value}`) }))}
          value={isType(type) ? type : null}
          onChange={(value) => update({ type: value, page: null })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('companies.fields.region')}
          placeholder={t('companies.allRegions')}
          data={regions.options}
          value={isRegion(region) ? region : null}
          error={regions.failed ? t('regions.loadError') : undefined}
          onChange={(value) => update({ region: value, page: null })}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <QueryState
        query={query}
        errorMessage={t('companies.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{filtered ? t('companies.noMatches') : t('companies.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <>
            <ListCount>{t('companies.count', { count: loaded.total })}</ListCount>
            <DataTable
              minWidth={720}
              columns={[
                t('companies.fields.name'),
                t('companies.fields.billingId'),
                t('companies.fields.type'),
                t('companies.fields.region'),
                t('companies.fields.status'),
              ]}
              rows={loaded.data.map((company) => ({
                key: company.organizationUuid,
                cells: [
                  <Anchor
                    key="name"
                    component={Link}
                    to={`/admin/company-management/${company.organizationUuid}`}
                  >
                    {company.organizationName}
                  </Anchor>,
                  company.billingId ?? '—',
                  t(`companies.types.${company.organizationType}`),
                  regionInfo[company.region].displayName,
                  <AccountStatusBadge key="status" status={company.accountStatus} />,
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={PAGE_SIZE}
              page={page}
              onChange={(next) => update({ page: next > 1 ? String(next) : null })}
              label={t('companies.pages')}
            />
          </>
        )}
      </QueryState>
      {creating && (
        <CreateCompanyDialog
          onClose={() => setCreating(false)}
          onCreated={(company) => navigate(`/admin/company-management/${company.organizationUuid}/settings`)}
        />
      )}
    </Stack>
  );
}
