import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { can, regionInfo } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format/numbers.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { companyRoleBadges } from '../../../lib/identity/companyDisplay.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { useLinksOnDeployment } from '../../../lib/routes/RouteTableContext.tsx';
import { entitlementsQueryOptions } from '../entitlements/api/entitlementsApi.ts';
import { PromotionPoliciesSetting } from '../promotions/PromotionPoliciesSetting.tsx';
import { AccountStatusLine } from './AccountStatusBadge.tsx';
import { type AccountSection, accountSections } from './accountSections.ts';
import { CompanyTwoFactorSetting } from './CompanyTwoFactorSetting.tsx';
import { nearestLimit } from './nearestLimit.ts';

/** The entitlements card's line: the limit the company is nearest to, read only by who may read them. */
function EntitlementsLine({ org }: { org: string }) {
  const { t, i18n } = useTranslation('console');
  const summary = useQuery(entitlementsQueryOptions(org, false));
  const nearest = summary.data ? nearestLimit(summary.data.usage) : null;
  if (!nearest || nearest.limit === null) return null;
  return (
    <Text size="sm" fw={500}>
      {t('account.nearestLimit', {
        measure: t(`entitlements.measures.${nearest.measure}`),
        used: formatCount(nearest.used, i18n.language),
        limit: formatCount(nearest.limit, i18n.language),
      })}
    </Text>
  );
}

function SectionCard({ section, org }: { section: AccountSection; org: string }) {
  const { t } = useTranslation('console');
  const Icon = section.icon;
  const titleId = `account-section-${section.key}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4}>
          <Anchor component={Link} to={section.path} fw={600} id={titleId}>
            {t(`account.sections.${section.key}.title`)}
          </Anchor>
          <Text size="sm" c="gray.7">
            {t(`account.sections.${section.key}.description`)}
          </Text>
          {section.key === 'entitlements' && <EntitlementsLine org={org} />}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /console/account (docs/product/companies.md COMPANIES-10): the selected company as its members see it
 * (status, type, region, the user's roles) and the account pages this user may open.
 */
export function AccountPage() {
  const { t } = useTranslation(['console', 'core']);
  const { selected } = useCompany();
  const access = useAccessContext();
  const sections = useLinksOnDeployment(accountSections).filter(
    (section) => section.key !== 'entitlements' || can(access, { orgPermission: 'entitlements.read' }),
  );
  if (!selected) return null;
  const roles = companyRoleBadges(selected)
    .map((badge) => t(`core:roles.${badge}`))
    .join(', ');
  const rows: [string, string][] = [
    [t('account.type'), selected.organizationType],
    [t('account.region'), regionInfo[selected.region]?.displayName ?? selected.region],
    [t('account.association'), t(`core:associations.${selected.associationType}`)],
    [t('account.yourRoles'), roles || t('account.noRoles')],
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.title')}</Title>
      <section aria-labelledby="account-company">
        <Stack gap="sm">
          <Title order={2} size="h3" id="account-company">
            {selected.organizationName}
          </Title>
          <AccountStatusLine status={selected.accountStatus} />
          <Table variant="vertical" layout="fixed" withTableBorder maw={560}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </section>
      {sections.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sections.map((section) => (
            <SectionCard key={section.key} section={section} org={selected.organizationUuid} />
          ))}
        </SimpleGrid>
      )}
      {can(access, { orgPermission: 'apps.read' }) && (
        <PromotionPoliciesSetting
          org={selected.organizationUuid}
          canChange={can(access, { orgPermission: 'company.admin' })}
        />
      )}
      {can(access, { orgPermission: 'company.admin' }) && (
        <CompanyTwoFactorSetting org={selected.organizationUuid} />
      )}
    </Stack>
  );
}
