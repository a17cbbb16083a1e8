import { Button, Stack, Text, Title } from '@mantine/core';
import type { ApiClient, ClientConsent } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { errorText } from '../../lib/http/errorText.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { CodeBlock } from '../../lib/markdown/CodeBlock.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useWithdrawClientConsentMutation } from './api/apiClientsMutations.ts';
import { clientConsentsQueryOptions } from './api/apiClientsQueries.ts';
import { consentScopeLabels } from './scopeLabels.ts';

/** Where a client sends a user to allow it (the authorization code flow with PKCE): the URL to start from. */
export function authorizeUrl(client: ApiClient): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: client.id,
    redirect_uri: client.redirectUris[0] ?? 'REDIRECT_URI',
    scope: client.scopes.join(' '),
    ...(client.tenants.length === 1 ? {} : { tenant: client.tenants[0]?.name ?? 'TENANT' }),
    state: 'STATE',
    code_challenge: 'CODE_CHALLENGE',
    code_challenge_method: 'S256',
  });
  return `${window.location.origin}/auth/v1/authorize?${params}`;
}

/**
 * Consents of a client of the authorization code flow (docs/product/api-clients.md CLIENTS-6): which users
 * allowed it which scopes on which tenant; withdrawing one stops the client's tokens for that user at once.
 */
export function ClientConsents({
  client,
  organizationId,
  mayChange,
}: {
  client: ApiClient;
  organizationId: string;
  mayChange: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const consents = useQuery(clientConsentsQueryOptions(organizationId, client.id));
  const [withdrawing, setWithdrawing] = useState<ClientConsent | null>(null);
  const withdraw = useWithdrawClientConsentMutation(organizationId, client.id, {
    onSuccess: () => {
      setWithdrawing(null);
      toast.info(t('apiClients.consents.withdrawn'));
    },
    onError: (error) => {
      setWithdrawing(null);
      toast.error(errorText(error, t('apiClients.consents.withdrawFailed')));
    },
  });

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('apiClients.consents.signIn')}
      </Title>
      <Text size="sm">{t('apiClients.consents.signInText')}</Text>
      <CodeBlock code={authorizeUrl(client)} language="text" />
      <Title order={2} size="h3">
        {t('apiClients.consents.title')}
      </Title>
      <QueryState
        query={consents}
        errorMessage={t('apiClients.consents.loadFailed')}
        empty={{
          when: ({ data }) => data.length === 0,
          show: <EmptyText>{t('apiClients.consents.none')}</EmptyText>,
        }}
      >
        {({ data: rows }) => (
          <DataTable
            columns={[
              t('apiClients.consents.user'),
              t('apiClients.fields.tenants'),
              t('apiClients.fields.scopes'),
              t('apiClients.consents.granted'),
              t('apiClients.secret.actions'),
            ]}
            rows={rows.map((consent) => ({
              key: consent.id,
              cells: [
                `${consent.user.name} (${consent.user.email})`,
                consent.tenant,
                consentScopeLabels(t, consent),
                formatDateTime(consent.grantedAt, i18n.language),
                mayChange ? (
                  <Button
                    key="withdraw"
                    size="xs"
                    color="red"
                    variant="subtle"
                    onClick={() => setWithdrawing(consent)}
                    aria-label={t('apiClients.consents.withdrawNamed', { user: consent.user.email })}
                  >
                    {t('apiClients.consents.withdraw')}
                  </Button>
                ) : null,
              ],
            }))}
          />
        )}
      </QueryState>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('apiClients.consents.withdrawTitle')}
        confirmLabel={t('apiClients.consents.withdraw')}
        destructive
        busy={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      >
        {t('apiClients.consents.withdrawText', {
          user: withdrawing?.user.email ?? '',
          tenant: withdrawing?.tenant ?? '',
          name: client.name,
        })}
      </ConfirmDialog>
    </Stack>
  );
}
