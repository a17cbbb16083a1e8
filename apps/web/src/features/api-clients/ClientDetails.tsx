import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { ApiClient } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../lib/clipboard/CopyValue.tsx';
import { formatDateTime } from '../../lib/format/dates.ts';
import { grantLabel, HealthBadges } from './clientLabels.tsx';
import { scopeLabel } from './scopeLabels.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** What a client is: its id, health, owner, use, grants, tenants, scopes, redirect URIs and origins. */
export function ClientDetails({ client }: { client: ApiClient }) {
  const { t, i18n } = useTranslation('console');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <CopyValue label={t('apiClients.fields.clientId')} value={client.id} />
      <Detail label={t('apiClients.fields.health')}>
        <HealthBadges client={client} />
      </Detail>
      <Detail label={t('apiClients.fields.owner')}>
        {client.owner ? `${client.owner.name} (${client.owner.email})` : t('apiClients.noOwner')}
      </Detail>
      <Detail label={t('apiClients.fields.lastUsed')}>
        {client.lastUsedAt ? formatDateTime(client.lastUsedAt, i18n.language) : t('apiClients.never')}
      </Detail>
      <Detail label={t('apiClients.fields.created')}>
        {formatDateTime(client.createdAt, i18n.language)}
      </Detail>
      <Detail label={t('apiClients.fields.grantTypes')}>
        {client.grantTypes.map((grant) => grantLabel(t, grant)).join(', ')}
      </Detail>
      <Detail label={t('apiClients.fields.tenants')}>
        {client.tenants.map((tenant) => tenant.name).join(', ')}
      </Detail>
      <Detail label={t('apiClients.fields.scopes')}>
        <Group gap={4}>
          {client.scopes.map((scope) => (
            <Badge key={scope} variant="light" color="gray" tt="none">
              {scopeLabel(t, scope)}
              {client.health.unusedScopes.includes(scope) ? ` · ${t('apiClients.view.unusedScope')}` : ''}
            </Badge>
          ))}
        </Group>
      </Detail>
      {client.redirectUris.length > 0 && (
        <Detail label={t('apiClients.fields.redirectUris')}>
          {client.redirectUris.map((uri) => (
            <Text key={uri} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {uri}
            </Text>
          ))}
        </Detail>
      )}
      {client.corsOrigins.length > 0 && (
        <Detail label={t('apiClients.fields.corsOrigins')}>
          {client.corsOrigins.map((origin) => (
            <Text key={origin} size="sm" ff="monospace">
              {origin}
            </Text>
          ))}
        </Detail>
      )}
    </SimpleGrid>
  );
}
