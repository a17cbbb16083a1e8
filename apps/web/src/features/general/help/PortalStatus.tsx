import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { readinessQueryOptions } from './api/readinessQuery.ts';

/** The portal's own health, read live from its readiness probe and checked again every minute. */
export function PortalStatus() {
  const { t, i18n } = useTranslation('core');
  const query = useQuery(readinessQueryOptions());
  if (!query.data) return <Text c="gray.7">{t('help.status.checking')}</Text>;
  const ok = query.data.status === 'ok';
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={ok ? 'green' : 'red'} variant="light">
        {ok ? t('help.status.ok') : t('help.status.unavailable')}
      </Badge>
      <Text size="sm" c="gray.7">
        {t('help.status.checkedAt', {
          time: formatDateTime(new Date(query.dataUpdatedAt).toISOString(), i18n.language),
        })}
      </Text>
    </Group>
  );
}
