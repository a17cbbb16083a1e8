import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LogsView } from './LogsView.tsx';

/** /console/apps/view/:id/logs and /console/apps/licensed/:id/logs: one app's logs. */
export function AppLogsPage() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('logs.appTitle')}</Title>
        <Text c="gray.7" size="sm">
          {t('logs.appSubtitle', { appId: id })}
        </Text>
      </div>
      <LogsView appId={id} />
    </Stack>
  );
}
