import { Stack } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { appQueryOptions } from '../api/appsQueries.ts';
import { AppHeader } from './AppHeader.tsx';
import { type AppSection, AppSubNav } from './AppSubNav.tsx';
import { useAppPageTitle } from './useAppPageTitle.ts';

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
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState query={app} errorMessage={t('appView.errors.app')} errorDetail={(error) => error.message}>
      {(data) => (
        <Stack gap="lg">
          <AppHeader app={data} />
          <AppSubNav appId={appId} current={section} />
          {children(data)}
        </Stack>
      )}
    </QueryState>
  );
}
