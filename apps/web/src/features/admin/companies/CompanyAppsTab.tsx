import { Stack, Text } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AppNameCell, ReferenceIdCell } from '../../shared/apps/AppTableCells.tsx';
import { AdminPager } from '../AdminPager.tsx';
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
  if (query.isError)
    return <LoadErrorAlert message={t('companies.apps.loadError')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <DelayedSpinner />;
  if (query.data.total === 0) return <Text c="gray.7">{t('companies.apps.empty')}</Text>;
  return (
    <Stack gap="sm">
      <DataTable
        columns={[
          t('adminApps.apps.columns.name'),
          t('adminApps.apps.columns.referenceId'),
          t('adminApps.apps.columns.updated'),
        ]}
        rows={query.data.data.map((app) => ({
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
      <AdminPager total={query.data.total} pageSize={PAGE} page={page} onChange={setPage} />
    </Stack>
  );
}
