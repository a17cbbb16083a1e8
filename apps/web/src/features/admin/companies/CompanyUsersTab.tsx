import { Stack, Text } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { companyMembersQueryOptions } from './api/companiesApi.ts';

const PAGE = 100;

/** The company's members, read-only, in the member listing's pages of 100 (managing them is another page's). */
export function CompanyUsersTab({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...companyMembersQueryOptions(company.organizationUuid, (page - 1) * PAGE),
    placeholderData: keepPreviousData,
  });
  if (query.isError)
    return <LoadErrorAlert message={t('companies.users.loadError')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <DelayedSpinner />;
  if (query.data.total === 0) return <Text c="gray.7">{t('companies.users.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('companies.users.count', { count: query.data.total })}
      </Text>
      <DataTable
        columns={[
          t('companies.users.columns.name'),
          t('companies.users.columns.email'),
          t('companies.users.columns.association'),
          t('companies.users.columns.roles'),
        ]}
        rows={query.data.data.map((member) => ({
          key: member.userUuid,
          cells: [
            `${member.firstName} ${member.lastName}`,
            member.email,
            t(`companies.users.associations.${member.associationType}`),
            member.roles.map((role) => t(`companies.users.roles.${role}`)).join(', '),
          ],
        }))}
      />
      <AdminPager total={query.data.total} pageSize={PAGE} page={page} onChange={setPage} />
    </Stack>
  );
}
