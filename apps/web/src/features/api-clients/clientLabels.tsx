import { Badge, Group } from '@mantine/core';
import type { ApiClient, ApiClientWarning } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export const typeLabel = (t: TFunction<'console'>, type: ApiClient['type']) => t(`apiClients.types.${type}`);
export const grantLabel = (t: TFunction<'console'>, grant: ApiClient['grantTypes'][number]) =>
  t(`apiClients.grants.${grant}`);
export const warningLabel = (t: TFunction<'console'>, warning: ApiClientWarning) =>
  t(`apiClients.warnings.${warning}`);

/** The client's health as badges: "Healthy", or each thing to look at. */
export function HealthBadges({ client }: { client: ApiClient }) {
  const { t } = useTranslation('console');
  const { warnings } = client.health;
  if (client.disabled)
    return (
      <Badge color="red" variant="light">
        {t('apiClients.disabled.badge')}
      </Badge>
    );
  if (warnings.length === 0)
    return (
      <Badge color="green" variant="light">
        {t('apiClients.healthy')}
      </Badge>
    );
  return (
    <Group gap={4}>
      {warnings.map((warning) => (
        <Badge key={warning} color={warning === 'unused_scopes' ? 'gray' : 'orange'} variant="light">
          {warningLabel(t, warning)}
        </Badge>
      ))}
    </Group>
  );
}
