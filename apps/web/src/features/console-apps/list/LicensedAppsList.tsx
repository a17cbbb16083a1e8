import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { licensedAppsQueryOptions } from '../api/appsQueries.ts';
import { LicensedAppsTable } from './LicensedAppsTable.tsx';
import { ListStates } from './ListStates.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { licensedAppsPage } from './licensedApps.utils.ts';
import { useListSearch } from './useListSearch.ts';

/** Apps other companies license to this one (docs/product/apps.md APPS-6). */
export function LicensedAppsList() {
  const { t } = useTranslation('console');
  const { search, setSearch } = useListSearch();
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const query = useQuery(licensedAppsQueryOptions(organizationId));
  const page = query.data ? licensedAppsPage(query.data.data, search) : undefined;
  return (
    <Stack gap="md">
      <ListToolbar search={search} onChange={setSearch} isLicensed />
      <ListStates
        query={query}
        errorText={t('appsList.licensedError')}
        emptyText={search.q ? t('appsList.empty.search', { q: search.q }) : t('appsList.empty.licensed')}
        page={search.page}
        onPage={(next) => setSearch({ page: next })}
      >
        <LicensedAppsTable licenses={page?.data ?? []} />
      </ListStates>
    </Stack>
  );
}
