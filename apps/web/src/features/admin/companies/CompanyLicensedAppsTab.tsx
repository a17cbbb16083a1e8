import { Stack, Title } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { LicenseStatusBadge, LicensesGiven } from '../../account/index.ts';
import { companyLicensesQueryOptions } from './api/companiesApi.ts';

/**
 * /admin/company-management/{id}/licensed-apps: the licences the company holds (the licensed app
 * fields) and those it gives, which staff may end (docs/decisions/license-end.md); staff do not grant.
 */
export function CompanyLicensedAppsTab({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('companies.licensed.heldTitle')}
        </Title>
        <LicensesHeld company={company} />
      </Stack>
      <LicensesGiven
        org={company.organizationUuid}
        canGrant={false}
        canEnd
        heading={t('companies.licensed.givenTitle')}
      />
    </Stack>
  );
}

function LicensesHeld({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(companyLicensesQueryOptions(company.organizationUuid));
  // docs/product/companies.md COMPANIES-9: 'Error loading licenses'.
  return (
    <QueryState
      query={query}
      errorMessage={t('companies.licensed.loadError')}
      empty={{
        when: (loaded) => loaded.data.length === 0,
        show: <EmptyText>{t('companies.licensed.empty')}</EmptyText>,
      }}
    >
      {(loaded) => (
        <DataTable
          stacked
          columns={[
            t('companies.licensed.columns.app'),
            t('companies.licensed.columns.producer'),
            t('companies.licensed.columns.start'),
            t('companies.licensed.columns.end'),
            t('companies.licensed.columns.status'),
          ]}
          rows={loaded.data.map((license) => ({
            key: license.id,
            cells: [
              license.appName,
              license.producerName,
              formatDate(license.licenseStart, i18n.language),
              license.licenseEnd
                ? formatDate(license.licenseEnd, i18n.language)
                : t('companies.licensed.noEnd'),
              <LicenseStatusBadge key="s" status={license.status} />,
            ],
          }))}
        />
      )}
    </QueryState>
  );
}
