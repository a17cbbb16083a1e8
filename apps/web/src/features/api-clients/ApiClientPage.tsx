import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { type ApiClient, can } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/http/errorText.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { CodeBlock } from '../../lib/markdown/CodeBlock.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useDeleteApiClientMutation, useSetApiClientDisabledMutation } from './api/apiClientsMutations.ts';
import { ownerCandidatesQueryOptions } from './api/apiClientsQueries.ts';
import { ClientConnections } from './ClientConnections.tsx';
import { ClientConsents } from './ClientConsents.tsx';
import { ClientDetails } from './ClientDetails.tsx';
import { ClientSecrets } from './ClientSecrets.tsx';
import { typeLabel, warningLabel } from './clientLabels.tsx';
import { ownerInReach } from './clientOwner.utils.ts';
import { IntegrationTokens } from './IntegrationTokens.tsx';
import { RotateSecretDialog } from './RotateSecretDialog.tsx';
import { tokenCommand } from './SecretOnce.tsx';
import { useClientRoute } from './useClientRoute.ts';

/**
 * /console/api-clients/view/{id}: what the client may do, its credential health, its secrets (rotate,
 * revoke) and how to get a token with it.
 */
export function ApiClientPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const access = useAccessContext();
  const { id, organizationId, client, missing } = useClientRoute();
  const [rotating, setRotating] = useState<ApiClient | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const failed = (error: unknown, fallback: string) => toast.error(errorText(error, fallback));
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
  // A client owned by someone who may do more than this user is theirs to change.
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
            <ClientDetails client={data} />
            {data.type !== 'public' && (
              <ClientSecrets client={data} organizationId={organizationId} mayChange={mayChange} />
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
