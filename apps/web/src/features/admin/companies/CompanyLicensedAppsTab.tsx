import { Badge, Text } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { companyLicensesQueryOptions } from './api/companiesApi.ts';

/** The apps the company holds licenses to (SPEC.md 3 licensed app fields), from the licenses API. */
export function CompanyLicensedAppsTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(companyLicensesQueryOptions(company.organizationUuid));
  // SPEC.md 8: 'Error loading licenses'.
  if (query.isError)
    return (
      <LoadErrorAlert message={t('companies.licensed.loadError')} onRetry={() => void query.refetch()} />
    );
  if (query.isPending) return <DelayedSpinner />;
  if (query.data.data.length === 0) return <Text c="gray.7">{t('companies.licensed.empty')}</Text>;
  return (
    <DataTable
      columns={[
        t('companies.licensed.columns.app'),
        t('companies.licensed.columns.producer'),
        t('companies.licensed.columns.start'),
        t('companies.licensed.columns.end'),
        t('companies.licensed.columns.status'),
      ]}
      rows={query.data.data.map((license) => ({
        key: license.id,
        cells: [
          license.appName,
          license.producerName,
          formatDate(license.licenseStart, i18n.language),
          formatDate(license.licenseEnd, i18n.language),
          <Badge
            key="s"
            color={license.status === 'Active' ? 'green' : 'gray'}
            variant="light"
            c="dark.8"
            radius="sm"
          >
            {t(`companies.licensed.statuses.${license.status}`)}
          </Badge>,
        ],
      }))}
    />
  );
}
