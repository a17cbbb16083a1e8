import { Stack, Text, Title } from '@mantine/core';
import type { ApiClient } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { clientConnectionsQueryOptions } from './api/apiClientsQueries.ts';
import { scopeLabel } from './scopeLabels.ts';

/**
 * The companies that connected this client as a third-party integration, as its owner
 * sees them: what each granted, on how many of its tenants. Only the connecting company can disconnect.
 */
export function ClientConnections({ client, organizationId }: { client: ApiClient; organizationId: string }) {
  const { t, i18n } = useTranslation('console');
  const connections = useQuery(clientConnectionsQueryOptions(organizationId, client.id));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('apiClients.connections.title')}
      </Title>
      <Text size="sm">{t('apiClients.connections.text')}</Text>
      <QueryState
        query={connections}
        errorMessage={t('apiClients.connections.loadFailed')}
        empty={{
          when: ({ data }) => data.length === 0,
          show: <EmptyText>{t('apiClients.connections.none')}</EmptyText>,
        }}
      >
        {({ data: rows }) => (
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
      </QueryState>
    </Stack>
  );
}
