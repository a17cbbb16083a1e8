import { Stack, Table, Title } from '@mantine/core';
import { type Company, regionInfo, staffTransitionsFrom } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../../lib/flags/useFeatureFlag.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { CompanyEntitlements } from './CompanyEntitlements.tsx';
import { CompanyLinks } from './CompanyLinks.tsx';
import { CompanyPackages } from './CompanyPackages.tsx';
import { CompanyStatusActions } from './CompanyStatusActions.tsx';

/** The company's settings: its fields, the account status steps staff may take, its entitlements and links. */
export function CompanySettingsTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('admin');
  const linkCompany = useFeatureFlag('linkCompany');
  const rows: [string, string][] = [
    [t('companies.fields.billingId'), company.billingId ?? '—'],
    [t('companies.fields.type'), t(`companies.types.${company.organizationType}`)],
    [t('companies.fields.region'), `${regionInfo[company.region].displayName} (${company.region})`],
    [t('companies.fields.tenantPrefix'), company.tenantPrefix ?? '—'],
    [t('companies.fields.domains'), company.emailDomains.join(', ') || '—'],
    [t('companies.fields.created'), formatDateTime(company.createdAt, i18n.language)],
  ];
  return (
    <Stack gap="lg">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 140, sm: 200 }} scope="row">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* No heading over nothing: a status the job is moving has no step for staff. */}
      {staffTransitionsFrom(company.accountStatus).length > 0 && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('companies.statusActions.title')}
          </Title>
          <CompanyStatusActions company={company} />
        </Stack>
      )}
      <CompanyPackages company={company} />
      <CompanyEntitlements company={company} />
      {/* The link-company flag (docs/product/companies.md COMPANIES-7, on by default); the server refuses the calls when it is off. */}
      {linkCompany && <CompanyLinks company={company} />}
    </Stack>
  );
}
