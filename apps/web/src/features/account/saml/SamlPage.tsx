import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { bothQueries } from '../../../lib/loading/bothQueries.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { samlConfigQueryOptions, samlEndpointsQueryOptions } from './api/samlApi.ts';
import { SamlCertificates } from './SamlCertificates.tsx';
import { SamlConfigForm } from './SamlConfigForm.tsx';
import { SamlEnablement } from './SamlEnablement.tsx';
import { SamlEndpointsList } from './SamlEndpointsList.tsx';
import { SamlSignInSettings } from './SamlSignInSettings.tsx';

/**
 * /console/account/saml (docs/product/saml.md SAML-2): a company admin gives the identity provider this
 * portal's endpoints, saves the provider's metadata, and switches single sign-on on or off.
 */
export function SamlPage() {
  const { t } = useTranslation('console');
  const { selected } = useCompany();
  const org = selected?.organizationUuid ?? '';
  const config = useQuery({ ...samlConfigQueryOptions(org), enabled: !!org });
  const endpoints = useQuery({ ...samlEndpointsQueryOptions(org), enabled: !!org });

  return (
    <Stack gap="md">
      <Title order={1}>{t('saml.title')}</Title>
      <Text c="gray.7">{t('saml.intro', { company: selected?.organizationName ?? '' })}</Text>
      <QueryState query={bothQueries(config, endpoints)} errorMessage={t('saml.loadError')}>
        {([settings, spEndpoints]) => (
          <>
            <Card withBorder>
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('saml.endpointsTitle')}
                </Title>
                <Text size="sm">{t('saml.endpointsIntro')}</Text>
                <SamlEndpointsList endpoints={spEndpoints} />
              </Stack>
            </Card>
            <Card withBorder>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    {t('saml.idpTitle')}
                  </Title>
                  <Badge color={settings.enabled ? 'teal' : 'gray'} variant="light">
                    {settings.enabled ? t('saml.on') : t('saml.off')}
                  </Badge>
                </Group>
                {settings.configured ? (
                  <>
                    <Text size="sm">
                      {t('saml.currentIdp', { entityId: settings.entityId, ssoUrl: settings.ssoUrl })}
                    </Text>
                    <SamlCertificates certificates={settings.certificates} />
                  </>
                ) : (
                  <Text>{t('saml.none')}</Text>
                )}
                <SamlEnablement org={org} config={settings} />
              </Stack>
            </Card>
            {settings.configured && (
              <Card withBorder>
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t('saml.signInTitle')}
                  </Title>
                  <SamlSignInSettings org={org} config={settings} />
                </Stack>
              </Card>
            )}
            <Card withBorder>
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {settings.configured ? t('saml.replaceTitle') : t('saml.setUpTitle')}
                </Title>
                <SamlConfigForm org={org} current={settings} />
              </Stack>
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
