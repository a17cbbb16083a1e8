import { Anchor, Stack, Title } from '@mantine/core';
import { type App, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { appVersionsQueryOptions } from '../api/appsQueries.ts';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { useLiveAppBuilds } from '../live/useLiveAppBuilds.ts';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { AppActivityTable } from './AppActivityTable.tsx';

/**
 * /console/apps/view/:id/activity: what happened to the app (its audit lines), then its versions,
 * newest first: the versions stay here, where their links (activity/{version}) have always led.
 */
export function AppActivityPage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="activity">
      {(app) => (
        <Stack gap="xl">
          <AppActivityTable app={app} />
          <VersionsSection app={app} />
        </Stack>
      )}
    </AppViewFrame>
  );
}

function VersionsSection({ app }: { app: App }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('appView.activity.versionsTitle')}
      </Title>
      <VersionsTable app={app} />
    </Stack>
  );
}

function VersionsTable({ app }: { app: App }) {
  const { t, i18n } = useTranslation('console');
  const versions = useQuery(appVersionsQueryOptions(app.id));
  const isRunning = (versions.data?.data ?? []).some((v) =>
    isBuildRunning(buildStatusDisplay(v.latestBuild?.status)),
  );
  const { pollInterval } = useLiveAppBuilds(app.id, isRunning);
  useQuery({ ...appVersionsQueryOptions(app.id), refetchInterval: pollInterval });

  return (
    <QueryState
      query={versions}
      errorMessage={t('appView.errors.versions')}
      errorDetail={(error) => error.message}
      empty={{
        when: (loaded) => loaded.data.length === 0,
        show: <EmptyText>{t('appView.activity.noVersions')}</EmptyText>,
      }}
    >
      {(loaded) => (
        <Stack gap="sm">
          <DataTable
            minWidth={640}
            caption={t('appView.activity.versionsCaption')}
            columns={[
              t('appView.versionColumn'),
              t('appView.environment'),
              t('appView.reviewState'),
              t('appView.buildStatusLabel'),
              t('appView.created'),
            ]}
            rows={loaded.data.map((version) => ({
              key: version.id,
              cells: [
                <Anchor key="version" component={Link} to={appViewPaths.version(app.id, version.id)}>
                  {t('appView.versionLabel', { version: version.version, number: version.number })}
                </Anchor>,
                t(`appView.environments.${version.environment}`),
                t(`appView.reviewStates.${version.reviewState}`),
                <BuildStatusBadge key="build" status={version.latestBuild?.status} />,
                formatDateTime(version.createdAt, i18n.language),
              ],
            }))}
          />
        </Stack>
      )}
    </QueryState>
  );
}
