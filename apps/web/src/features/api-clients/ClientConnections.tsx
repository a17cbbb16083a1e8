import { Stack, Text, Title } from '@mantine/core';
import type { ApiClient } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { scopeLabel } from '../shared/tenants/scopeLabels.ts';
import { apiClientKeys, apiClientsApi } from './api/apiClientsApi.ts';

/**
 * The companies that connected this client as a third-party integration (issue 12 item 10), as its owner
 * sees them: what each granted, on how many of its tenants. Only the connecting company can disconnect.
 */
export function ClientConnections({ client, organizationId }: { client: ApiClient; organizationId: string }) {
  const { t, i18n } = useTranslation('console');
  const connections = useQuery({
    queryKey: apiClientKeys.connections(organizationId, client.id),
    queryFn: ({ signal }) => apiClientsApi.connections(client.id, signal),
  });
  const rows = connections.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('apiClients.connections.title')}
      </Title>
      <Text size="sm">{t('apiClients.connections.text')}</Text>
      {connections.isError ? (
        <Text c="red">{t('apiClients.connections.loadFailed')}</Text>
      ) : connections.isPending ? (
        <Text c="dimmed">{t('apiClients.connections.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('apiClients.connections.none')}</Text>
      ) : (
        <DataTable
          columns={[
            t('apiClients.connections.company'),
            t('apiClients.fields.scopes'),
            t('apiClients.connections.tenants'),
            t('apiClients.connections.since'),
          ]}
          rows={rows.map((connection) => ({
            key: `${connection.company}-${connection.connectedAt}`,
            cells: [
              connection.company,
              connection.scopes.map((scope) => scopeLabel(t, scope)).join(', '),
              t('apiClients.connections.tenantCount', { count: connection.tenantCount }),
              formatDateTime(connection.connectedAt, i18n.language),
            ],
          }))}
        />
      )}
    </Stack>
  );
}
