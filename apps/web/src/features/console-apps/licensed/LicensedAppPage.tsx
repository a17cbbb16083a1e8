import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/format/dates.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { LicenseStatusBadge } from '../../account/index.ts';
import type { LicensedApp } from '../api/appsApi.ts';
import { licensedAppsQueryOptions } from '../api/appsQueries.ts';
import { appViewPaths } from '../view/appViewPaths.ts';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { GrantedVersionCard } from './GrantedVersionCard.tsx';
import { LicensedAppFrame } from './LicensedAppFrame.tsx';

/**
 * /console/apps/licensed/:id: an app another company licenses to this one. The app comes from the app hub
 * ('Error loading licensed apps' when that fails) and its license terms from the company's licenses ('Error
 * loading licenses'), docs/product/apps.md APPS-6; under a license in force, the version it grants may be
 * deployed to the company's tenants.
 */
export function LicensedAppPage() {
  const { id = '' } = useParams();
  return (
    <LicensedAppFrame appId={id} section="overview">
      {(app) => <Overview app={app} />}
    </LicensedAppFrame>
  );
}

function Overview({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const { canReadLogs } = useAppPermissions();
  const licenses = useQuery(licensedAppsQueryOptions(useCompany().selected?.organizationUuid ?? null));
  const licensesOfApp = licenses.data?.data.filter((license) => license.appId === app.id) ?? [];
  return (
    <Stack gap="lg">
      {app.description && <Text>{app.description}</Text>}
      <QueryState
        query={licenses}
        errorMessage={t('appView.licensed.licensesFailed')}
        errorDetail={(error) => error.message}
      >
        {() => licensesOfApp.map((license) => <LicenseCard key={license.id} license={license} />)}
      </QueryState>
      <GrantedVersionCard app={app} />
      {canReadLogs && (
        <Anchor component={Link} to={appViewPaths.licensedLogs(app.id)}>
          {t('appView.licensed.logs')}
        </Anchor>
      )}
    </Stack>
  );
}

function LicenseCard({ license }: { license: LicensedApp }) {
  const { t, i18n } = useTranslation('console');
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('appView.licensed.license')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          {t('appView.licensed.appName')}: {license.appName}
        </Text>
        <Text size="sm">
          {t('appView.licensed.producer')}: {license.producerName}
        </Text>
        <Text size="sm">
          {t('appView.licensed.start')}: {formatDate(license.licenseStart, i18n.language)}
        </Text>
        <Text size="sm">
          {t('appView.licensed.end')}:{' '}
          {license.licenseEnd ? formatDate(license.licenseEnd, i18n.language) : t('licenses.noEnd')}
        </Text>
        <Text size="sm" component="div">
          {t('appView.licensed.status')}: <LicenseStatusBadge status={license.status} />
        </Text>
      </SimpleGrid>
      {license.status === 'NotStarted' && (
        <Text size="sm" mt="xs">
          {t('appView.licensed.notBegun', { date: formatDate(license.licenseStart, i18n.language) })}
        </Text>
      )}
    </Card>
  );
}
