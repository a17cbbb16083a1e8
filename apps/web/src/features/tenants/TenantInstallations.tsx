import { Stack, Text } from '@mantine/core';
import type { Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { tenantInstallationsQueryOptions } from './api/installationsApi.ts';

/** What is installed on a tenant: each app, the version deployed and when. */
export function TenantInstallations({ tenant }: { tenant: Tenant }) {
  const { t, i18n } = useTranslation('console');
  const installed = useQuery(tenantInstallationsQueryOptions(tenant.organizationId, tenant.name));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('tenants.installations.title')}
      </Text>
      <QueryState
        query={installed}
        errorMessage={(error) =>
          isHttpError(error) && error.status === 403
            ? t('tenants.installations.forbidden')
            : t('tenants.installations.failed')
        }
        empty={{
          when: (page) => page.total === 0,
          show: <EmptyText compact>{t('tenants.installations.none')}</EmptyText>,
        }}
      >
        {(page) => (
          <>
            <DataTable
              stacked
              columns={[
                t('tenants.installations.app'),
                t('tenants.installations.version'),
                t('tenants.installations.deployed'),
              ]}
              rows={page.data.map((row) => ({
                key: row.id,
                cells: [
                  `${row.appName} (${row.referenceId})`,
                  t('tenants.installations.versionLabel', {
                    version: row.version,
                    number: row.versionNumber,
                  }),
                  formatDateTime(row.deployedAt, i18n.language),
                ],
              }))}
            />
            {page.total > page.data.length && (
              <Text size="sm">
                {t('tenants.installations.more', {
                  shown: page.data.length,
                  total: page.total,
                })}
              </Text>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
