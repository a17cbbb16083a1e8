import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { type EntitlementPackage, regionInfo } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/dates.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { AdminPager } from '../AdminPager.tsx';
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
      {query.isError ? (
        <LoadErrorAlert message={t('packages.holders.loadError')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <DelayedSpinner />
      ) : query.data.total === 0 ? (
        <Text c="gray.7">{t('packages.holders.none')}</Text>
      ) : (
        <>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('packages.holders.company')}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('companies.fields.type')}
                </Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('companies.fields.region')}
                </Table.Th>
                <Table.Th scope="col">{t('packages.holders.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((holder) => (
                <Table.Tr key={holder.organizationUuid}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/admin/company-management/${holder.organizationUuid}`}>
                      {holder.organizationName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{t(`companies.types.${holder.organizationType}`)}</Table.Td>
                  <Table.Td visibleFrom="sm">{regionInfo[holder.region].displayName}</Table.Td>
                  <Table.Td>{formatDate(holder.assignedAt.slice(0, 10), i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <AdminPager total={query.data.total} pageSize={HOLDERS_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
