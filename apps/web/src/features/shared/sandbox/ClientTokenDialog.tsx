import { Alert, Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { apiClientsEndpoints, type Tenant, type TokenEndpointAnswer } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http/api.ts';
import { http } from '../../../lib/http/httpClient.ts';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';

/** A token an API client got for the explorer: kept in memory only, gone with the page. */
export type ClientToken = { clientName: string; token: TokenEndpointAnswer };

type Props = { tenant: Tenant; opened: boolean; onClose: () => void; onToken: (token: ClientToken) => void };

/**
 * "Use an API client" (issue 14 item 8, pick a client): the explorers call the tenant as one of the
 * company's clients instead of as the user. The secret is typed here and sent once to the token endpoint,
 * as the client's own code would (no cookie goes with it); neither it nor the token is stored.
 */
export function ClientTokenDialog({ tenant, opened, onClose, onToken }: Props) {
  const { t } = useTranslation('core');
  const clients = useQuery({
    queryKey: ['explorer-clients', tenant.organizationId],
    queryFn: ({ signal }) =>
      api(apiClientsEndpoints.listApiClients, { signal, excludeFromGlobalHandling: [403] }),
    enabled: opened,
  });
  const usable = (clients.data?.data ?? []).filter(
    (client) =>
      !client.disabled &&
      client.grantTypes.includes('client_credentials') &&
      client.tenants.some((reached) => reached.id === tenant.id),
  );
  const [clientId, setClientId] = useState<string | null>(null);
  const [secret, setSecret] = useState('');
  const exchange = useMutation({
    mutationFn: async () => {
      const answer = await http.raw('POST', '/auth/v1/token', {
        headers: {
          authorization: `Basic ${btoa(`${clientId}:${secret}`)}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', tenant: tenant.name }).toString(),
      });
      const body = JSON.parse(answer.body) as TokenEndpointAnswer & { message?: string };
      if (answer.status !== 200) throw new Error(body.message ?? `${answer.status}`);
      return body;
    },
    onSuccess: (token) => {
      onToken({ clientName: usable.find((client) => client.id === clientId)?.name ?? '', token });
      setSecret('');
      onClose();
    },
  });

  return (
    <PortalModal
      opened={opened}
      onClose={onClose}
      title={t('explorers.client.title', { tenant: tenant.name })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (clientId && secret) exchange.mutate();
        }}
      >
        <Stack>
          <Text size="sm">{t('explorers.client.text')}</Text>
          {clients.isError ? (
            <Alert color="red">{t('explorers.client.loadFailed')}</Alert>
          ) : (
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
          )}
          <PasswordInput
            label={t('explorers.client.secret')}
            value={secret}
            onChange={(event) => setSecret(event.currentTarget.value)}
            autoComplete="off"
            required
          />
          {exchange.isError && <Alert color="red">{exchange.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={exchange.isPending}>
              {t('explorers.client.cancel')}
            </Button>
            <Button type="submit" loading={exchange.isPending} disabled={!clientId || !secret}>
              {t('explorers.client.use')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PortalModal>
  );
}
