import { Anchor, Stack, Title } from '@mantine/core';
import { type EntitlementPackage, regionInfo } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/dates.ts';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { HOLDERS_PAGE_SIZE, packageHoldersQueryOptions } from './api/packagesApi.ts';

/** The companies holding the package, latest first, each a link to its company page. */
export function PackageHolders({ pkg }: { pkg: EntitlementPackage }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...packageHoldersQueryOptions(pkg.id, page), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('packages.holders.title')}
      </Title>
      <QueryState
        query={query}
        errorMessage={t('packages.holders.loadError')}
        empty={{
          when: (loaded) => loaded.total === 0,
          show: <EmptyText>{t('packages.holders.none')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <>
            <DataTable
              minWidth={420}
              columns={[
                t('packages.holders.company'),
                t('companies.fields.type'),
                t('companies.fields.region'),
                t('packages.holders.since'),
              ]}
              rows={loaded.data.map((holder) => ({
                key: holder.organizationUuid,
                cells: [
                  <Anchor
                    key="company"
                    component={Link}
                    to={`/admin/company-management/${holder.organizationUuid}`}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {holder.organizationName}
                  </Anchor>,
                  t(`companies.types.${holder.organizationType}`),
                  regionInfo[holder.region].displayName,
                  formatDate(holder.assignedAt.slice(0, 10), i18n.language),
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={HOLDERS_PAGE_SIZE}
              page={page}
              onChange={setPage}
              label={t('packages.holders.pages')}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
