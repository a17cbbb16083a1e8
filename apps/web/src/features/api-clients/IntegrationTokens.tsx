import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ApiClient, IntegrationRefreshToken, IntegrationRefreshTokenCreated } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../lib/clipboard/CopyValue.tsx';
import { formatDateTime } from '../../lib/format/dates.ts';
import { errorText } from '../../lib/http/errorText.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useGenerateRefreshTokenMutation, useRevokeRefreshTokenMutation } from './api/apiClientsMutations.ts';
import { refreshTokensQueryOptions } from './api/apiClientsQueries.ts';

function tokenState(token: IntegrationRefreshToken, now: number): 'active' | 'expired' | 'revoked' {
  if (token.revokedAt) return 'revoked';
  return token.expiresAt && Date.parse(token.expiresAt) <= now ? 'expired' : 'active';
}

/**
 * "Manage refresh tokens" of an integration client (docs/product/api-clients.md CLIENTS-5): a refresh token
 * for one tenant's integration system user, shown once when generated; the list with each one's expiry and
 * last use; revoke.
 */
export function IntegrationTokens({
  client,
  organizationId,
  mayChange,
}: {
  client: ApiClient;
  organizationId: string;
  mayChange: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const tokens = useQuery(refreshTokensQueryOptions(organizationId, client.id));
  const [generating, setGenerating] = useState(false);
  const [tenantId, setTenantId] = useState<string | null>(client.tenants[0]?.id ?? null);
  const [created, setCreated] = useState<IntegrationRefreshTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<IntegrationRefreshToken | null>(null);
  const failed = (error: unknown, fallback: string) => toast.error(errorText(error, fallback));
  const generate = useGenerateRefreshTokenMutation(organizationId, client.id, {
    onSuccess: (result) => setCreated(result),
    onError: (error) => failed(error, t('apiClients.refresh.generateFailed')),
  });
  const revoke = useRevokeRefreshTokenMutation(organizationId, client.id, {
    onSuccess: () => {
      setRevoking(null);
      toast.info(t('apiClients.refresh.revoked'));
    },
    onError: (error) => {
      setRevoking(null);
      failed(error, t('apiClients.refresh.revokeFailed'));
    },
  });
  const close = () => {
    setGenerating(false);
    setCreated(null);
  };
  const now = Date.now();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('apiClients.refresh.title')}
        </Title>
        {mayChange && (
          <Button
            variant="default"
            onClick={() => setGenerating(true)}
            disabled={client.tenants.length === 0}
          >
            {t('apiClients.refresh.generate')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {client.refreshTokenDays
          ? t('apiClients.refresh.lifetime', { count: client.refreshTokenDays })
          : t('apiClients.refresh.neverExpire')}
      </Text>
      <QueryState
        query={tokens}
        errorMessage={t('apiClients.refresh.loadFailed')}
        empty={{
          when: ({ data }) => data.length === 0,
          show: <EmptyText>{t('apiClients.refresh.none')}</EmptyText>,
        }}
      >
        {({ data }) => (
          <DataTable
            columns={[
              t('apiClients.fields.tenants'),
              t('apiClients.fields.created'),
              t('apiClients.refresh.expires'),
              t('apiClients.fields.lastUsed'),
              t('apiClients.secret.state'),
              t('apiClients.secret.actions'),
            ]}
            rows={data.map((token) => {
              const state = tokenState(token, now);
              return {
                key: token.id,
                cells: [
                  token.tenant,
                  formatDateTime(token.createdAt, i18n.language),
                  token.expiresAt ? formatDateTime(token.expiresAt, i18n.language) : t('apiClients.never'),
                  token.lastUsedAt ? formatDateTime(token.lastUsedAt, i18n.language) : t('apiClients.never'),
                  <Badge
                    key="state"
                    color={state === 'active' ? 'green' : state === 'expired' ? 'gray' : 'red'}
                    variant="light"
                  >
                    {t(`apiClients.refresh.states.${state}`)}
                  </Badge>,
                  mayChange && state === 'active' ? (
                    <Button
                      key="revoke"
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() => setRevoking(token)}
                    >
                      {t('apiClients.secret.revoke')}
                    </Button>
                  ) : null,
                ],
              };
            })}
          />
        )}
      </QueryState>
      {/* One modal for both steps, not a FormModal: the token is shown once, in the dialog that made it. */}
      <PortalModal
        opened={generating}
        onClose={close}
        title={t('apiClients.refresh.generateTitle')}
        size="large"
      >
        {created ? (
          <Stack>
            <Text size="sm">{t('apiClients.refresh.once')}</Text>
            <CopyValue label={t('apiClients.refresh.token')} value={created.refreshToken} />
            <Group justify="flex-end">
              <Button onClick={close}>{t('apiClients.rotate.done')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Select
              label={t('apiClients.refresh.tenant')}
              description={t('apiClients.refresh.tenantHelp')}
              data={client.tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
              value={tenantId}
              onChange={setTenantId}
              allowDeselect={false}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={generate.isPending}>
                {t('apiClients.cancel')}
              </Button>
              <Button onClick={() => tenantId && generate.mutate(tenantId)} loading={generate.isPending}>
                {t('apiClients.refresh.generate')}
              </Button>
            </Group>
          </Stack>
        )}
      </PortalModal>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiClients.refresh.revokeTitle')}
        confirmLabel={t('apiClients.secret.revoke')}
        destructive
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        {t('apiClients.refresh.revokeText', { tenant: revoking?.tenant ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
