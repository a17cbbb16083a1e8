import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogsView } from './LogsView.tsx';

/** /console/analytics/logs: the logs of every app of the selected company. */
export function LogsPage() {
  const { t } = useTranslation('console');
  return (
    <Stack gap="md">
      <Title order={1}>{t('logs.title')}</Title>
      <LogsView />
    </Stack>
  );
}
