import { Anchor, Badge, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { regionInfo } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlag } from '../../lib/flags/useFeatureFlag.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LanguageSelect } from '../../lib/i18n/LanguageSelect.tsx';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { companyRoleBadges } from '../../lib/identity/companyDisplay.ts';
import { userSelfQueryOptions } from '../../lib/identity/sessionQueries.ts';
import { termsStatusQueryOptions } from '../../lib/identity/termsQueries.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/** /profile: who I am, my companies and roles, my terms agreement, two-factor sign-in and my language. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('core');
  const user = useQuery(userSelfQueryOptions());
  const terms = useQuery(termsStatusQueryOptions());
  const { session } = useSession();
  const { companies } = useCompany();

  return (
    <QueryState query={user} errorMessage={t('profile.loadError')}>
      {(me) => {
        const rows: [string, string][] = [
          [t('profile.name'), `${me.firstName} ${me.lastName}`.trim()],
          [t('profile.email'), me.email],
          [t('profile.userId'), me.userUuid],
          [t('profile.region'), session?.regionDisplayName ?? ''],
          [t('profile.providerEmployee'), me.isProviderEmployee ? t('profile.yes') : t('profile.no')],
        ];

        return (
          <Container size="lg" py="lg">
            <Stack gap="xl">
              <Title order={1}>{t('profile.title')}</Title>
              <section aria-labelledby="profile-about">
                <Title order={2} size="h3" id="profile-about" mb="sm">
                  {t('profile.aboutYou')}
                </Title>
                <Table variant="vertical" layout="fixed" withTableBorder maw={640}>
                  <Table.Tbody>
                    {rows.map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th w="40%" maw={200}>
                          {label}
                        </Table.Th>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </section>

              <section aria-labelledby="profile-companies">
                <Title order={2} size="h3" id="profile-companies" mb="sm">
                  {t('profile.companies')}
                </Title>
                {companies.length === 0 ? (
                  <Text>{t('profile.noCompanies')}</Text>
                ) : (
                  // Not stacked: the user compares their roles down the companies.
                  <DataTable
                    stacked={false}
                    minWidth={560}
                    caption={t('profile.companiesCaption')}
                    rowHeader={0}
                    columns={[
                      t('profile.company'),
                      t('profile.association'),
                      t('profile.roles'),
                      t('profile.companyRegion'),
                    ]}
                    rows={companies.map((company) => ({
                      key: company.organizationUuid,
                      cells: [
                        company.organizationName,
                        t(`associations.${company.associationType}`),
                        <Group key="roles" gap={4}>
                          {companyRoleBadges(company).map((badge) => (
                            <Badge key={badge} variant="outline" color="gray.7" size="sm">
                              {t(`roles.${badge}`)}
                            </Badge>
                          ))}
                        </Group>,
                        regionInfo[company.region]?.displayName ?? company.region,
                      ],
                    }))}
                  />
                )}
              </section>

              <section aria-labelledby="profile-terms">
                <Title order={2} size="h3" id="profile-terms" mb="sm">
                  {t('profile.terms')}
                </Title>
                {terms.data && (
                  <Text>
                    {terms.data.agreed && terms.data.agreedAt
                      ? t('profile.termsAgreed', { date: formatDate(terms.data.agreedAt, i18n.language) })
                      : t('profile.termsNotAgreed')}
                  </Text>
                )}
                <Anchor component={Link} to={terms.data?.agreed ? '/terms' : '/terms/agree?path=%2Fprofile'}>
                  {t('profile.reviewTerms')}
                </Anchor>
              </section>

              <TwoFactorSection />

              <LanguagePreferences />
            </Stack>
          </Container>
        );
      }}
    </QueryState>
  );
}

/** Shown only when the language selector flag is on (docs/product/shell.md SHELL-18: off by default). */
function LanguagePreferences() {
  const { t } = useTranslation('core');
  if (!useFeatureFlag('languageSelector')) return null;
  return (
    <section aria-labelledby="profile-preferences">
      <Title order={2} size="h3" id="profile-preferences" mb="sm">
        {t('profile.preferences')}
      </Title>
      <div style={{ maxWidth: 320 }}>
        <LanguageSelect />
      </div>
    </section>
  );
}

export { ProfilePage as Component };
