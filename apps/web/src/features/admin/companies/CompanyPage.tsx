import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type Company, regionInfo } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/LinkTabs.tsx';
import { AccountStatusLine } from '../../account/index.ts';
import { CompanyAppsTab } from './CompanyAppsTab.tsx';
import { CompanyLicensedAppsTab } from './CompanyLicensedAppsTab.tsx';
import { CompanySettingsTab } from './CompanySettingsTab.tsx';
import { CompanyStates } from './CompanyStates.tsx';
import { CompanyUsersTab } from './CompanyUsersTab.tsx';

export type CompanyTab = 'users' | 'apps' | 'licensed-apps' | 'settings';
const tabs: CompanyTab[] = ['users', 'apps', 'licensed-apps', 'settings'];

/** /admin/company-management/:id[/tab]: the company, its live account status and its tabs (users first). */
export function CompanyPage({ tab }: { tab: CompanyTab }) {
  return <CompanyStates>{(company) => <CompanyView company={company} tab={tab} />}</CompanyStates>;
}

function CompanyView({ company, tab }: { company: Company; tab: CompanyTab }) {
  const { t } = useTranslation('admin');
  const base = `/admin/company-management/${company.organizationUuid}`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/company-management" size="sm">
        {t('companies.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{company.organizationName}</Title>
          <Text size="sm" c="gray.7">
            {t(`companies.types.${company.organizationType}`)} · {regionInfo[company.region].displayName} ·{' '}
            {t('companies.billingIdShort', { id: company.billingId ?? '—' })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`${base}/edit`}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('companies.edit.open')}
        </Button>
      </Group>
      <AccountStatusLine status={company.accountStatus} />
      <LinkTabs
        label={t('companies.tabs.label')}
        current={tab === 'users' ? base : `${base}/${tab}`}
        tabs={tabs.map((name) => ({
          path: name === 'users' ? base : `${base}/${name}`,
          label: t(`companies.tabs.${name}`),
        }))}
      />
      {tab === 'users' && <CompanyUsersTab company={company} />}
      {tab === 'apps' && <CompanyAppsTab company={company} />}
      {tab === 'licensed-apps' && <CompanyLicensedAppsTab company={company} />}
      {tab === 'settings' && <CompanySettingsTab company={company} />}
    </Stack>
  );
}

/** The route components, one per tab path (docs/product/companies.md COMPANIES-9). */
export const CompanyUsersPage = () => <CompanyPage tab="users" />;
export const CompanyAppsPage = () => <CompanyPage tab="apps" />;
export const CompanyLicensedAppsPage = () => <CompanyPage tab="licensed-apps" />;
export const CompanySettingsPage = () => <CompanyPage tab="settings" />;
