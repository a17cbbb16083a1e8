import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { type ApiClient, type ApiClientList, can } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { LinkTabs } from '../../lib/navigation/LinkTabs.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { apiClientListQueryOptions } from './api/apiClientsQueries.ts';
import { HealthBadges, typeLabel } from './clientLabels.tsx';

type Sort = 'name' | 'lastUsed' | 'secretAge';
const ALL = '/console/api-clients/all';
const UNASSIGNED = '/console/api-clients/unassigned';

/** Never used sorts as the oldest use; no secret as the youngest secret (nothing to rotate). */
const sorters: Record<Sort, (a: ApiClient, b: ApiClient) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  lastUsed: (a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''),
  secretAge: (a, b) => (b.health.secretAgeDays ?? -1) - (a.health.secretAgeDays ?? -1),
};

/**
 * /console/api-clients, /all and /unassigned (docs/product/api-clients.md CLIENTS-1): the company's API
 * clients with who owns them, what they may do, when they were last used and how healthy their credentials
 * are (CLIENTS-3), sorted and filtered by these.
 */
export function ApiClientsPage() {
  const { t, i18n } = useTranslation('console');
  const { pathname } = useLocation();
  const unassigned = pathname === UNASSIGNED;
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const canManage = can(useAccessContext(), { orgPermission: 'clients.manage' });
  const clients = useQuery({
    ...apiClientListQueryOptions(organizationId, unassigned),
    enabled: organizationId !== '',
  });
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [sort, setSort] = useState<Sort>('name');

  const shown = ({ data }: ApiClientList) =>
    data
      .filter(
        (client) => !attentionOnly || client.health.warnings.some((warning) => warning !== 'unused_scopes'),
      )
      .sort(sorters[sort]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('apiClients.list.title')}</Title>
          <Text c="dimmed">{t('apiClients.list.intro')}</Text>
        </Stack>
        {canManage && (
          <Button component={Link} to="/console/api-clients/create">
            {t('apiClients.list.create')}
          </Button>
        )}
      </Group>
      <LinkTabs
        label={t('apiClients.list.tabs')}
        current={unassigned ? UNASSIGNED : ALL}
        tabs={[
          { path: ALL, label: t('apiClients.list.all') },
          { path: UNASSIGNED, label: t('apiClients.list.unassigned') },
        ]}
      />
      <Group gap="md" align="flex-end">
        <SegmentedControl
          aria-label={t('apiClients.list.filter')}
          value={attentionOnly ? 'attention' : 'all'}
          onChange={(value) => setAttentionOnly(value === 'attention')}
          data={[
            { value: 'all', label: t('apiClients.list.everyClient') },
            { value: 'attention', label: t('apiClients.list.needsAttention') },
          ]}
        />
        <Select
          label={t('apiClients.list.sort')}
          value={sort}
          onChange={(value) => setSort((value as Sort | null) ?? 'name')}
          allowDeselect={false}
          w={200}
          data={[
            { value: 'name', label: t('apiClients.list.sortName') },
            { value: 'lastUsed', label: t('apiClients.list.sortLastUsed') },
            { value: 'secretAge', label: t('apiClients.list.sortSecretAge') },
          ]}
        />
      </Group>
      <QueryState
        query={clients}
        errorMessage={t('apiClients.list.loadFailed')}
        empty={{
          when: (list) => shown(list).length === 0,
          show: (
            <EmptyText>
              {attentionOnly
                ? t('apiClients.list.noneNeedAttention')
                : unassigned
                  ? t('apiClients.list.noneUnassigned')
                  : t('apiClients.list.none')}
            </EmptyText>
          ),
        }}
      >
        {(list) => (
          <DataTable
            minWidth={880}
            columns={[
              t('apiClients.fields.name'),
              t('apiClients.fields.type'),
              t('apiClients.fields.owner'),
              t('apiClients.fields.scopes'),
              t('apiClients.fields.lastUsed'),
              t('apiClients.fields.secretAge'),
              t('apiClients.fields.health'),
            ]}
            rows={shown(list).map((client) => ({
              key: client.id,
              cells: [
                <Anchor key="name" component={Link} to={`/console/api-clients/view/${client.id}`}>
                  {client.name}
                </Anchor>,
                typeLabel(t, client.type),
                client.owner?.name ?? (
                  <Text key="owner" span c="dimmed" size="sm">
                    {t('apiClients.noOwner')}
                  </Text>
                ),
                client.scopes.length,
                client.lastUsedAt ? formatDateTime(client.lastUsedAt, i18n.language) : t('apiClients.never'),
                client.health.secretAgeDays === null
                  ? t('apiClients.noSecretAge')
                  : t('apiClients.days', { count: client.health.secretAgeDays }),
                <HealthBadges key="health" client={client} />,
              ],
            }))}
          />
        )}
      </QueryState>
    </Stack>
  );
}
