import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../lib/navigation/LinkTabs.tsx';
import { useAnalyticsTabs } from '../analytics/index.ts';
import { LogsView } from './LogsView.tsx';

/** /console/analytics/logs: the logs of every app of the selected company, one of the analytics pages. */
export function LogsPage() {
  const { t } = useTranslation('console');
  const tabs = useAnalyticsTabs();
  return (
    <Stack gap="md">
      <Title order={1}>{t('logs.title')}</Title>
      <LinkTabs label={t('analytics.nav.label')} tabs={tabs} />
      <LogsView />
    </Stack>
  );
}
