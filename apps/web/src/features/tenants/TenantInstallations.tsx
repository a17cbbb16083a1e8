import { Alert, Stack, Text } from '@mantine/core';
import type { Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { tenantInstallationsQueryOptions } from './api/installationsApi.ts';

/** What is installed on a tenant: each app, the version deployed and when. */
export function TenantInstallations({ tenant }: { tenant: Tenant }) {
  const { t, i18n } = useTranslation('console');
  const installed = useQuery(tenantInstallationsQueryOptions(tenant.organizationId, tenant.name));
  let body: React.ReactNode;
  if (installed.isPending) body = <DelayedSpinner />;
  else if (installed.isError)
    body = (
      <Alert color="red">
        {isHttpError(installed.error) && installed.error.status === 403
          ? t('tenants.installations.forbidden')
          : t('tenants.installations.failed')}
      </Alert>
    );
  else if (installed.data.total === 0) body = <Text size="sm">{t('tenants.installations.none')}</Text>;
  else
    body = (
      <>
        <DataTable
          stacked
          columns={[
            t('tenants.installations.app'),
            t('tenants.installations.version'),
            t('tenants.installations.deployed'),
          ]}
          rows={installed.data.data.map((row) => ({
            key: row.id,
            cells: [
              `${row.appName} (${row.referenceId})`,
              t('tenants.installations.versionLabel', { version: row.version, number: row.versionNumber }),
              formatDateTime(row.deployedAt, i18n.language),
            ],
          }))}
        />
        {installed.data.total > installed.data.data.length && (
          <Text size="sm">
            {t('tenants.installations.more', {
              shown: installed.data.data.length,
              total: installed.data.total,
            })}
          </Text>
        )}
      </>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('tenants.installations.title')}
      </Text>
      {body}
    </Stack>
  );
}
