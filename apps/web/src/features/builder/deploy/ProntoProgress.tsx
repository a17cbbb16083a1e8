import { Alert, Group, Loader, Text } from '@mantine/core';
import type { ProntoStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Where a one-step deploy stands: on its way, deployed, or failed with the server's reason. */
export function ProntoProgress({ status }: { status: ProntoStatus }) {
  const { t } = useTranslation('builder');
  if (status.status === 'DEPLOYED')
    return (
      <Alert color="blue" role="status" title={t('deploy.done', { tenant: status.tenant })}>
        <Text size="sm">{t('deploy.deployedNow')}</Text>
      </Alert>
    );
  if (status.status === 'FAILED')
    return (
      <Alert color="red" role="alert" title={t('deploy.failed', { tenant: status.tenant })}>
        {status.message}
      </Alert>
    );
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">{t(`deploy.pronto.${status.status}`, { tenant: status.tenant })}</Text>
    </Group>
  );
}
