import { PasswordInput, Select, Text } from '@mantine/core';
import type { Tenant, TokenEndpointAnswer } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { explorerClientsQueryOptions, useClientTokenMutation } from './api/clientToken.ts';

/** A token an API client got for the explorer: kept in memory only, gone with the page. */
export type ClientToken = { clientName: string; token: TokenEndpointAnswer };

type Props = { tenant: Tenant; opened: boolean; onClose: () => void; onToken: (token: ClientToken) => void };

/**
 * "Use an API client" (docs/product/sandbox.md SANDBOX-9): the explorers call the tenant as one of the
 * company's clients instead of as the user. The secret is typed here and sent once to the token endpoint, as
 * the client's own code would (no cookie goes with it); neither it nor the token is stored.
 */
export function ClientTokenDialog({ tenant, opened, onClose, onToken }: Props) {
  const { t } = useTranslation('core');
  const clients = useQuery({ ...explorerClientsQueryOptions(tenant.organizationId), enabled: opened });
  const usable = (clients.data?.data ?? []).filter(
    (client) =>
      !client.disabled &&
      client.grantTypes.includes('client_credentials') &&
      client.tenants.some((reached) => reached.id === tenant.id),
  );
  const [clientId, setClientId] = useState<string | null>(null);
  const [secret, setSecret] = useState('');
  const exchange = useClientTokenMutation({
    onSuccess: (token) => {
      onToken({ clientName: usable.find((client) => client.id === clientId)?.name ?? '', token });
      setSecret('');
      onClose();
    },
  });

  if (!opened) return null;
  const picker = (
    <Select
      label={t('explorers.client.client')}
      data={usable.map((client) => ({ value: client.id, label: client.name }))}
      value={clientId}
      onChange={setClientId}
      nothingFoundMessage={t('explorers.client.none')}
      placeholder={clients.isPending ? t('explorers.client.loading') : undefined}
      searchable
      required
      data-autofocus
    />
  );
  return (
    <FormModal
      title={t('explorers.client.title', { tenant: tenant.name })}
      onClose={onClose}
      onSubmit={() => {
        if (clientId && secret) exchange.mutate({ clientId, secret, tenant: tenant.name });
      }}
      problem={exchange.isError ? exchange.error.message : null}
      submitLabel={t('explorers.client.use')}
      cancelLabel={t('explorers.client.cancel')}
      busy={exchange.isPending}
    >
      <Text size="sm">{t('explorers.client.text')}</Text>
      {/* The field stands while the clients load, its placeholder saying so. */}
      <QueryState query={clients} errorMessage={t('explorers.client.loadFailed')} loading={picker}>
        {() => picker}
      </QueryState>
      <PasswordInput
        label={t('explorers.client.secret')}
        value={secret}
        onChange={(event) => setSecret(event.currentTarget.value)}
        autoComplete="off"
        required
      />
    </FormModal>
  );
}
