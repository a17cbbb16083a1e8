import { Anchor, Stack } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../lib/routes/useNotFoundOn404.ts';
import {
  AppIdentity,
  AppSubNav,
  appQueryOptions,
  appViewPaths,
  useAppPageTitle,
} from '../console-apps/index.ts';
import { LogsView } from './LogsView.tsx';

/**
 * /console/apps/view/:id/logs and /console/apps/licensed/:id/logs: one app's logs, inside its app view
 * (its name and, for an app of the company, the app's tabs; for a licensed app, the way back to it).
 */
export function AppLogsPage({ licensed = false }: { licensed?: boolean }) {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const app = useQuery(appQueryOptions(id));
  const isMissing = useNotFoundOn404(app.error);
  useAppPageTitle(t('routes.appLogs'), app.data?.name);
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState query={app} errorMessage={t('appView.errors.app')} errorDetail={(error) => error.message}>
      {(data) => (
        <Stack gap="lg">
          {licensed ? <LicensedHeader app={data} /> : <AppIdentity app={data} />}
          {!licensed && <AppSubNav appId={id} current="logs" />}
          <LogsView appId={id} />
        </Stack>
      )}
    </QueryState>
  );
}

function LicensedHeader({ app }: { app: App }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={appViewPaths.licensed(app.id)} size="sm">
        {t('logs.backToLicensed', { name: app.name })}
      </Anchor>
      <AppIdentity app={app} />
    </Stack>
  );
}

/** The licensed app's logs route. */
export function LicensedAppLogsPage() {
  return <AppLogsPage licensed />;
}
