import { Badge, Button, Group, Text } from '@mantine/core';
import type { ThirdPartyIntegration } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';

type Props = {
  integrations: ThirdPartyIntegration[];
  onDisconnect: (integration: ThirdPartyIntegration) => void;
};

/** The company's connected integrations: who owns each, what it may do where, who connected it and when. */
export function IntegrationsTable({ integrations, onDisconnect }: Props) {
  const { t, i18n } = useTranslation('console');
  return (
    <DataTable
      minWidth={900}
      stacked
      columns={[
        t('integrations.columns.name'),
        t('integrations.columns.scopes'),
        t('integrations.columns.tenants'),
        t('integrations.columns.connectedBy'),
        t('integrations.columns.connectedAt'),
        t('integrations.columns.actions'),
      ]}
      rows={integrations.map((integration) => ({
        key: integration.id,
        cells: [
          <div key="n">
            <Text size="sm" fw={600}>
              {integration.name}
            </Text>
            <Text size="xs" c="gray.7">
              {t('integrations.ownedBy', { company: integration.ownerCompany })}
            </Text>
            <Text size="xs" c="gray.7" ff="monospace">
              {t('integrations.clientId', { id: integration.clientId })}
            </Text>
          </div>,
          <Group key="s" gap={4}>
            {integration.scopes.map((scope) => (
              <Badge key={scope} variant="light" tt="none">
                {scope}
              </Badge>
            ))}
          </Group>,
          integration.tenants.map((tenant) => tenant.name).join(', '),
          integration.connectedBy ?? t('integrations.formerUser'),
          formatDateTime(integration.connectedAt, i18n.language),
          <Button
            key="d"
            size="xs"
            variant="default"
            color="red"
            onClick={() => onDisconnect(integration)}
            aria-label={t('integrations.disconnect.named', { name: integration.name })}
          >
            {t('integrations.disconnect.button')}
          </Button>,
        ],
      }))}
    />
  );
}
