import { Alert, Stack, Text } from '@mantine/core';
import type { ApiClient } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../lib/clipboard/CopyValue.tsx';
import { CodeBlock } from '../../lib/markdown/CodeBlock.tsx';

/** How to get a token with the client's credentials: what a developer pastes into a terminal first. */
export function tokenCommand(client: ApiClient, secret = '$CLIENT_SECRET'): string {
  const tenant = client.tenants.length === 1 ? '' : ` \\\n  -d tenant=${client.tenants[0]?.name ?? 'TENANT'}`;
  return `curl -u '${client.id}:${secret}' \\\n  -d grant_type=client_credentials${tenant} \\\n  ${window.location.origin}/auth/v1/token`;
}

/**
 * A new secret, the one time it is shown (docs/product/api-clients.md CLIENTS-2): the server keeps only its
 * hash, so a secret not copied now is gone. It lives in this component's props only, never in storage or a
 * URL.
 */
export function SecretOnce({ client, secret }: { client: ApiClient; secret: string }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={t('apiClients.secret.onceTitle')}>
        <Text size="sm">{t('apiClients.secret.onceText')}</Text>
      </Alert>
      <CopyValue label={t('apiClients.fields.clientId')} value={client.id} />
      <CopyValue label={t('apiClients.fields.secret')} value={secret} />
      {client.grantTypes.includes('client_credentials') && (
        <>
          <Text size="sm" fw={600}>
            {t('apiClients.secret.tryIt')}
          </Text>
          <CodeBlock code={tokenCommand(client)} language="bash" />
        </>
      )}
    </Stack>
  );
}
