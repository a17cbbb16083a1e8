import { Badge, Button, Text, Title } from '@mantine/core';
import type { ApiClient, ApiClientSecret } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { errorText } from '../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useRevokeSecretMutation } from './api/apiClientsMutations.ts';

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

/** A confidential client's secrets with their state; one that still works may be revoked, after asking. */
export function ClientSecrets({
  client,
  organizationId,
  mayChange,
}: {
  client: ApiClient;
  organizationId: string;
  mayChange: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const [revoking, setRevoking] = useState<ApiClientSecret | null>(null);
  const revoke = useRevokeSecretMutation(organizationId, client.id, {
    onSuccess: () => {
      setRevoking(null);
      toast.info(t('apiClients.secret.revoked'));
    },
    onError: (error) => {
      setRevoking(null);
      toast.error(errorText(error, t('apiClients.secret.revokeFailed')));
    },
  });
  return (
    <>
      <Title order={2} size="h3">
        {t('apiClients.view.secrets')}
      </Title>
      {client.secrets.length === 0 ? (
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
          rows={client.secrets.map((secret) => ({
            key: secret.id,
            cells: [
              <Text key="hint" ff="monospace" size="sm">
                …{secret.hint}
              </Text>,
              formatDateTime(secret.createdAt, i18n.language),
              secret.lastUsedAt ? formatDateTime(secret.lastUsedAt, i18n.language) : t('apiClients.never'),
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
    </>
  );
}
