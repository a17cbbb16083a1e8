import { Alert, Anchor, Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ApiClient, type ApiClientSecret, can } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { errorText } from '../../lib/http/errorText.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { CodeBlock } from '../shared/markdown/CodeBlock.tsx';
import { CopyValue } from '../shared/tenants/CopyValue.tsx';
import { scopeLabel } from '../shared/tenants/scopeLabels.ts';
import {
  useDeleteApiClientMutation,
  useRevokeSecretMutation,
  useSetApiClientDisabledMutation,
} from './api/apiClientsMutations.ts';
import { ownerCandidatesQueryOptions } from './api/apiClientsQueries.ts';
import { ClientConnections } from './ClientConnections.tsx';
import { ClientConsents } from './ClientConsents.tsx';
import { grantLabel, HealthBadges, typeLabel, warningLabel } from './clientLabels.tsx';
import { ownerInReach } from './clientOwner.utils.ts';
import { IntegrationTokens } from './IntegrationTokens.tsx';
import { RotateSecretDialog } from './RotateSecretDialog.tsx';
import { tokenCommand } from './SecretOnce.tsx';
import { useClientRoute } from './useClientRoute.ts';

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

const stateColor: Record<ApiClientSecret['state'], string> = {
  current: 'green',
  overlap: 'yellow',
  expired: 'gray',
  revoked: 'red',
};

function SecretState({ secret }: { secret: ApiClientSecret }) {
  const { t, i18n } = useTranslation('console');
  return (
    <Badge color={stateColor[secret.state]} variant="light">
      {secret.state === 'overlap' && secret.expiresAt
        ? t('apiClients.secret.overlapUntil', { date: formatDateTime(secret.expiresAt, i18n.language) })
        : t(`apiClients.secret.states.${secret.state}`)}
    </Badge>
  );
}

/**
 * /console/api-clients/view/{id}: what the client may do, its credential health, its secrets (rotate,
 * revoke) and how to get a token with it.
 */
export function ApiClientPage() {
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  const access = useAccessContext();
  const { id, organizationId, client, missing } = useClientRoute();
  const [rotating, setRotating] = useState<ApiClient | null>(null);
  const [revoking, setRevoking] = useState<ApiClientSecret | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const failed = (error: unknown, fallback: string) => toast.error(errorText(error, fallback));
  const revoke = useRevokeSecretMutation(organizationId, id, {
    onSuccess: () => {
      setRevoking(null);
      toast.info(t('apiClients.secret.revoked'));
    },
    onError: (error) => {
      setRevoking(null);
      failed(error, t('apiClients.secret.revokeFailed'));
    },
  });
  const toggle = useSetApiClientDisabledMutation(organizationId, id, {
    onSuccess: (updated) => {
      setDisabling(false);
      toast.info(updated.disabled ? t('apiClients.disabled.done') : t('apiClients.disabled.enabled'));
    },
    onError: (error) => {
      setDisabling(false);
      failed(error, t('apiClients.disabled.failed'));
    },
  });
  const remove = useDeleteApiClientMutation(organizationId, id, {
    onSuccess: () => {
      toast.info(t('apiClients.deleted', { name: client.data?.name ?? '' }));
      navigate('/console/api-clients/all');
    },
    onError: (error) => {
      setDeleting(false);
      failed(error, t('apiClients.deleteFailed'));
    },
  });

  const manages = can(access, { orgPermission: 'clients.manage' });
  const owners = useQuery({
    ...ownerCandidatesQueryOptions(organizationId),
    enabled: manages && organizationId !== '',
  });

  if (missing) return null;
  const loaded = client.data;
  // Issue 34 row 11: a client owned by someone who may do more than this user is theirs to change.
  const ownerAbove = loaded !== undefined && !ownerInReach(owners.data?.data, loaded.owner);
  const mayChange =
    loaded !== undefined &&
    manages &&
    !ownerAbove &&
    (loaded.type !== 'system' || can(access, { globalPermission: 'admin.portal' }));

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/console/api-clients/all" size="sm">
        {t('apiClients.backToList')}
      </Anchor>
      <QueryState query={client} errorMessage={t('apiClients.view.loadFailed')}>
        {(data) => (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Group gap="sm">
                  <Title order={1}>{data.name}</Title>
                  <Badge variant="outline" c="dark.8">
                    {typeLabel(t, data.type)}
                  </Badge>
                  {data.integration && (
                    <Badge variant="outline" c="dark.8">
                      {t('apiClients.fields.integration')}
                    </Badge>
                  )}
                  {data.disabled && (
                    <Badge color="red" variant="light">
                      {t('apiClients.disabled.badge')}
                    </Badge>
                  )}
                </Group>
                {data.description && <Text c="dimmed">{data.description}</Text>}
              </Stack>
              {mayChange && (
                <Group gap="xs">
                  <Button variant="default" component={Link} to={`/console/api-clients/view/${id}/edit`}>
                    {t('apiClients.view.edit')}
                  </Button>
                  {data.type !== 'public' && (
                    <Button variant="default" onClick={() => setRotating(data)}>
                      {t('apiClients.view.rotate')}
                    </Button>
                  )}
                  <Button
                    variant="default"
                    loading={toggle.isPending}
                    onClick={() => (data.disabled ? toggle.mutate(false) : setDisabling(true))}
                  >
                    {data.disabled ? t('apiClients.disabled.enable') : t('apiClients.disabled.disable')}
                  </Button>
                  <Button color="red" variant="light" onClick={() => setDeleting(true)}>
                    {t('apiClients.view.delete')}
                  </Button>
                </Group>
              )}
            </Group>
            {data.type === 'system' && <Alert color="blue">{t('apiClients.view.systemNote')}</Alert>}
            {manages && ownerAbove && <Alert color="blue">{t('apiClients.view.ownerAboveNote')}</Alert>}
            {data.disabled && <Alert color="red">{t('apiClients.disabled.note')}</Alert>}
            {data.health.warnings.length > 0 && (
              <Alert color="orange" title={t('apiClients.view.healthTitle')}>
                <List size="sm">
                  {data.health.warnings.map((warning) => (
                    <List.Item key={warning}>
                      <b>{warningLabel(t, warning)}</b>: {t(`apiClients.warningHelp.${warning}`)}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CopyValue label={t('apiClients.fields.clientId')} value={data.id} />
              <Detail label={t('apiClients.fields.health')}>
                <HealthBadges client={data} />
              </Detail>
              <Detail label={t('apiClients.fields.owner')}>
                {data.owner ? `${data.owner.name} (${data.owner.email})` : t('apiClients.noOwner')}
              </Detail>
              <Detail label={t('apiClients.fields.lastUsed')}>
                {data.lastUsedAt ? formatDateTime(data.lastUsedAt, i18n.language) : t('apiClients.never')}
              </Detail>
              <Detail label={t('apiClients.fields.created')}>
                {formatDateTime(data.createdAt, i18n.language)}
              </Detail>
              <Detail label={t('apiClients.fields.grantTypes')}>
                {data.grantTypes.map((grant) => grantLabel(t, grant)).join(', ')}
              </Detail>
              <Detail label={t('apiClients.fields.tenants')}>
                {data.tenants.map((tenant) => tenant.name).join(', ')}
              </Detail>
              <Detail label={t('apiClients.fields.scopes')}>
                <Group gap={4}>
                  {data.scopes.map((scope) => (
                    <Badge key={scope} variant="light" color="gray" tt="none">
                      {scopeLabel(t, scope)}
                      {data.health.unusedScopes.includes(scope)
                        ? ` · ${t('apiClients.view.unusedScope')}`
                        : ''}
                    </Badge>
                  ))}
                </Group>
              </Detail>
              {data.redirectUris.length > 0 && (
                <Detail label={t('apiClients.fields.redirectUris')}>
                  {data.redirectUris.map((uri) => (
                    <Text key={uri} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {uri}
                    </Text>
                  ))}
                </Detail>
              )}
              {data.corsOrigins.length > 0 && (
                <Detail label={t('apiClients.fields.corsOrigins')}>
                  {data.corsOrigins.map((origin) => (
                    <Text key={origin} size="sm" ff="monospace">
                      {origin}
                    </Text>
                  ))}
                </Detail>
              )}
            </SimpleGrid>
            {data.type !== 'public' && (
              <>
                <Title order={2} size="h3">
                  {t('apiClients.view.secrets')}
                </Title>
                {data.secrets.length === 0 ? (
                  <Text c="dimmed">{t('apiClients.view.noSecrets')}</Text>
                ) : (
                  <DataTable
                    columns={[
                      t('apiClients.secret.endsWith'),
                      t('apiClients.fields.created'),
                      t('apiClients.fields.lastUsed'),
                      t('apiClients.secret.state'),
                      t('apiClients.secret.actions'),
                    ]}
                    rows={data.secrets.map((secret) => ({
                      key: secret.id,
                      cells: [
                        <Text key="hint" ff="monospace" size="sm">
                          …{secret.hint}
                        </Text>,
                        formatDateTime(secret.createdAt, i18n.language),
                        secret.lastUsedAt
                          ? formatDateTime(secret.lastUsedAt, i18n.language)
                          : t('apiClients.never'),
                        <SecretState key="state" secret={secret} />,
                        mayChange && (secret.state === 'current' || secret.state === 'overlap') ? (
                          <Button
                            key="revoke"
                            size="xs"
                            color="red"
                            variant="subtle"
                            onClick={() => setRevoking(secret)}
                            aria-label={t('apiClients.secret.revokeNamed', { hint: secret.hint })}
                          >
                            {t('apiClients.secret.revoke')}
                          </Button>
                        ) : null,
                      ],
                    }))}
                  />
                )}
              </>
            )}
            {data.grantTypes.includes('authorization_code') && (
              <ClientConsents client={data} organizationId={organizationId} mayChange={mayChange} />
            )}
            {data.integration && (
              <IntegrationTokens client={data} organizationId={organizationId} mayChange={mayChange} />
            )}
            {data.grantTypes.includes('client_credentials') && (
              <ClientConnections client={data} organizationId={organizationId} />
            )}
            {data.grantTypes.includes('client_credentials') && (
              <>
                <Title order={2} size="h3">
                  {t('apiClients.view.getToken')}
                </Title>
                <Text size="sm">{t('apiClients.view.getTokenText')}</Text>
                <CodeBlock code={tokenCommand(data)} language="bash" />
              </>
            )}
            <RotateSecretDialog
              client={rotating}
              organizationId={organizationId}
              onClose={() => setRotating(null)}
            />
            <ConfirmDialog
              opened={revoking !== null}
              title={t('apiClients.secret.revokeTitle')}
              confirmLabel={t('apiClients.secret.revoke')}
              destructive
              busy={revoke.isPending}
              onCancel={() => setRevoking(null)}
              onConfirm={() => revoking && revoke.mutate(revoking)}
            >
              {t('apiClients.secret.revokeText', { hint: revoking?.hint ?? '' })}
            </ConfirmDialog>
            <ConfirmDialog
              opened={disabling}
              title={t('apiClients.disabled.title', { name: data.name })}
              confirmLabel={t('apiClients.disabled.disable')}
              destructive
              busy={toggle.isPending}
              onCancel={() => setDisabling(false)}
              onConfirm={() => toggle.mutate(true)}
            >
              {t('apiClients.disabled.text', { name: data.name })}
            </ConfirmDialog>
            <ConfirmDialog
              opened={deleting}
              title={t('apiClients.deleteTitle', { name: data.name })}
              confirmLabel={t('apiClients.view.delete')}
              destructive
              busy={remove.isPending}
              onCancel={() => setDeleting(false)}
              onConfirm={() => remove.mutate()}
            >
              {t('apiClients.deleteText', { name: data.name })}
            </ConfirmDialog>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
