import { Stack } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { type AppSection, AppSubNav } from '../../shared/apps/AppSubNav.tsx';
import { appQueryOptions } from '../../shared/apps/api/appsQueries.ts';
import { useAppPageTitle } from '../../shared/apps/useAppPageTitle.ts';
import { AppHeader } from './AppHeader.tsx';
import { QueryError } from './QueryError.tsx';

const sectionTitles = {
  overview: 'routes.appView',
  activity: 'routes.appActivity',
  logs: 'routes.appLogs',
  orchestrations: 'routes.appOrchestrationActivity',
  lifecycle: 'routes.appLifecycle',
  board: 'routes.appBoard',
  licenses: 'routes.appLicenses',
} as const satisfies Record<AppSection, string>;

/** Every app view page: the app's header, the sub-navigation, and the page once the app is loaded. */
export function AppViewFrame({
  appId,
  section,
  children,
}: {
  appId: string;
  section: AppSection;
  children: (app: App) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const app = useQuery(appQueryOptions(appId));
  useAppPageTitle(t(sectionTitles[section]), app.data?.name);
  const isMissing = useNotFoundOn404(app.error);
  if (app.isPending || isMissing) return <DelayedSpinner />;
  if (app.isError)
    return (
      <QueryError title={t('appView.errors.app')} error={app.error} onRetry={() => void app.refetch()} />
    );
  return (
    <Stack gap="lg">
      <AppHeader app={app.data} />
      <AppSubNav appId={appId} current={section} />
      {children(app.data)}
    </Stack>
  );
}
