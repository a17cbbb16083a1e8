import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ThirdPartyIntegration } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { integrationsApi, integrationsQueryOptions, useIntegrationsMutation } from './api/integrationsApi.ts';
import { ConnectIntegrationDialog } from './ConnectIntegrationDialog.tsx';
import { IntegrationsTable } from './IntegrationsTable.tsx';

/**
 * /console/third-party-integrations and /console/account/third-party-integrations (one
 * section in two places: docs/product/api-clients.md CLIENTS-9): other companies' API clients this company
 * connected, with the scopes and tenants it gave them; an admin connects and disconnects them.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('console');
  const { selected } = useCompany();
  const org = selected?.organizationUuid ?? '';
  const list = useQuery({ ...integrationsQueryOptions(org), enabled: !!org });
  const [connecting, setConnecting] = useState(false);
  const [removing, setRemoving] = useState<ThirdPartyIntegration | null>(null);
  const disconnect = useIntegrationsMutation(org, (integration: ThirdPartyIntegration) =>
    integrationsApi.disconnect(org, integration.id),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('integrations.title')}</Title>
        <Button onClick={() => setConnecting(true)}>{t('integrations.connect.button')}</Button>
      </Group>
      <Text c="gray.7">{t('integrations.intro', { company: selected?.organizationName ?? '' })}</Text>
      <QueryState
        query={list}
        errorMessage={t('integrations.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t('integrations.empty')}</EmptyText>,
        }}
      >
        {(loaded) => <IntegrationsTable integrations={loaded.data} onDisconnect={setRemoving} />}
      </QueryState>
      {connecting && (
        <ConnectIntegrationDialog
          org={org}
          onClose={() => setConnecting(false)}
          onConnected={(name) => toast.info(t('integrations.connect.done', { name }))}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('integrations.disconnect.title')}
        confirmLabel={t('integrations.disconnect.confirm')}
        busy={disconnect.isPending}
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          disconnect.mutate(removing, {
            onSuccess: () => toast.info(t('integrations.disconnect.done', { name: removing.name })),
            onError: (error) => toast.error(errorText(error, t('integrations.disconnect.failed'))),
            onSettled: () => setRemoving(null),
          })
        }
      >
        {t('integrations.disconnect.text', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
