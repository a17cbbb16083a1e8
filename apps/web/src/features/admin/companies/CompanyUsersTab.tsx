import { Stack } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
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
  return (
    <QueryState
      query={query}
      errorMessage={t('companies.users.loadError')}
      empty={{
        when: (loaded) => loaded.total === 0,
        show: <EmptyText>{t('companies.users.empty')}</EmptyText>,
      }}
    >
      {(loaded) => (
        <Stack gap="sm">
          <ListCount>{t('companies.users.count', { count: loaded.total })}</ListCount>
          <DataTable
            columns={[
              t('companies.users.columns.name'),
              t('companies.users.columns.email'),
              t('companies.users.columns.association'),
              t('companies.users.columns.roles'),
            ]}
            rows={loaded.data.map((member) => ({
              key: member.userUuid,
              cells: [
                `${member.firstName} ${member.lastName}`,
                member.email,
                t(`companies.users.associations.${member.associationType}`),
                member.roles.map((role) => t(`companies.users.roles.${role}`)).join(', '),
              ],
            }))}
          />
          <Pager
            total={loaded.total}
            pageSize={PAGE}
            page={page}
            onChange={setPage}
            label={t('companies.users.pages')}
          />
        </Stack>
      )}
    </QueryState>
  );
}
