import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatLocalDate } from '../../../lib/format/dates.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import type { LicensedApp } from '../../shared/apps/api/appsApi.ts';
import { appQueryOptions, licensedAppsQueryOptions } from '../../shared/apps/api/appsQueries.ts';
import { appViewPaths } from '../../shared/apps/appViewPaths.ts';
import { useAppPermissions } from '../../shared/apps/useAppPermissions.ts';
import { QueryError } from '../view/QueryError.tsx';

/**
 * /console/apps/licensed/:id: an app another company licenses to this one, read-only. The app comes
 * from the app hub ('Error loading licensed apps' when that fails) and its license terms from the
 * company's licenses ('Error loading licenses'), SPEC.md 8.
 */
export function LicensedAppPage() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const { canReadLogs } = useAppPermissions();
  const app = useQuery(appQueryOptions(id));
  const licenses = useQuery(licensedAppsQueryOptions(useCompany().selected?.organizationUuid ?? null));
  const licensesOfApp = licenses.data?.data.filter((license) => license.appId === app.data?.id) ?? [];
  // An app of the company itself, or one it holds no license for, is not a licensed app.
  const isNotLicensed = app.isSuccess && licenses.isSuccess && licensesOfApp.length === 0;
  const isMissing = useNotFoundOn404(isNotLicensed ? { status: 404 } : app.error);

  if (app.isPending || isMissing) return <DelayedSpinner />;
  if (app.isError)
    return (
      <QueryError
        title={t('appView.licensed.appsFailed')}
        error={app.error}
        onRetry={() => void app.refetch()}
      />
    );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {app.data.name}
        </Title>
        <Text size="sm" c="gray.7">
          {t('appView.referenceId')}: {app.data.referenceId} · {t(`appView.types.${app.data.type}`)}
        </Text>
      </div>
      {app.data.description && <Text>{app.data.description}</Text>}
      {licenses.isPending ? (
        <DelayedSpinner />
      ) : licenses.isError ? (
        <QueryError
          title={t('appView.licensed.licensesFailed')}
          error={licenses.error}
          onRetry={() => void licenses.refetch()}
        />
      ) : (
        licensesOfApp.map((license) => <LicenseCard key={license.id} license={license} />)
      )}
      {canReadLogs && (
        <Anchor component={Link} to={appViewPaths.licensedLogs(id)}>
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
          {t('appView.licensed.start')}: {formatLocalDate(license.licenseStart, i18n.language)}
        </Text>
        <Text size="sm">
          {t('appView.licensed.end')}: {formatLocalDate(license.licenseEnd, i18n.language)}
        </Text>
        <Text size="sm" component="div">
          {t('appView.licensed.status')}:{' '}
          <Badge color={license.status === 'Active' ? 'green' : 'gray'} variant="light" c="dark.8">
            {t(`appView.licensed.statuses.${license.status}`)}
          </Badge>
        </Text>
      </SimpleGrid>
    </Card>
  );
}
