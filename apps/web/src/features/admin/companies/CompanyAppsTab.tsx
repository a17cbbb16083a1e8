import { Stack } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AppNameCell, ReferenceIdCell } from '../../console-apps/index.ts';
import { companyAppsQueryOptions } from './api/companiesApi.ts';

const PAGE = 25;

/** The company's own apps, through the admin apps list (its rows link to the admin app page). */
export function CompanyAppsTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...companyAppsQueryOptions(company.organizationUuid, (page - 1) * PAGE, PAGE),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState
      query={query}
      errorMessage={t('companies.apps.loadError')}
      empty={{
        when: (loaded) => loaded.total === 0,
        show: <EmptyText>{t('companies.apps.empty')}</EmptyText>,
      }}
    >
      {(loaded) => (
        <Stack gap="sm">
          <DataTable
            columns={[
              t('adminApps.apps.columns.name'),
              t('adminApps.apps.columns.referenceId'),
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
                formatDateTime(app.updatedAt, i18n.language),
              ],
            }))}
          />
          <Pager
            total={loaded.total}
            pageSize={PAGE}
            page={page}
            onChange={setPage}
            label={t('companies.apps.pages')}
          />
        </Stack>
      )}
    </QueryState>
  );
}
