import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type App, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { AppAccessPanel } from '../access/AppAccessPanel.tsx';
import { appQueryOptions } from '../api/appsQueries.ts';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { useLiveAppBuilds } from '../live/useLiveAppBuilds.ts';
import { AppViewFrame } from './AppViewFrame.tsx';
import { appViewPaths } from './appViewPaths.ts';
import { useAppPermissions } from './useAppPermissions.ts';

/** /console/apps/view/:id: the app and its latest version. */
export function AppOverviewPage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="overview">
      {(app) => <AppOverview app={app} />}
    </AppViewFrame>
  );
}

function AppOverview({ app }: { app: App }) {
  const { t, i18n } = useTranslation('console');
  const { canWrite } = useAppPermissions();
  const latest = app.latestVersion;
  const isRunning = isBuildRunning(buildStatusDisplay(latest?.buildStatus));
  const { pollInterval } = useLiveAppBuilds(app.id, isRunning);
  // Same key as the frame's query: while polling, the header and this card refresh together.
  useQuery({ ...appQueryOptions(app.id), refetchInterval: pollInterval });
  return (
    <Stack gap="md">
      <Text>{app.description || t('appView.overview.noDescription')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('appView.overview.latestVersion')}
          </Title>
          {latest ? (
            <Stack gap={4}>
              <Anchor component={Link} to={appViewPaths.version(app.id, latest.id)}>
                {t('appView.versionLabel', { version: latest.version, number: latest.number })}
              </Anchor>
              <Text size="sm">
                {t('appView.environment')}: {t(`appView.environments.${latest.environment}`)}
              </Text>
              <Text size="sm" component="div">
                {t('appView.buildStatusLabel')}:{' '}
                {latest.buildId ? (
                  <Anchor component={Link} to={appViewPaths.build(app.id, latest.id, latest.buildId)}>
                    <BuildStatusBadge status={latest.buildStatus} />
                  </Anchor>
                ) : (
                  <BuildStatusBadge status={null} />
                )}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">{t('appView.overview.noVersions')}</Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('appView.overview.details')}
          </Title>
          <Stack gap={4}>
            <Text size="sm">
              {t('appView.created')}: {formatDateTime(app.createdAt, i18n.language)}
            </Text>
            <Text size="sm">
              {t('appView.updated')}: {formatDateTime(app.updatedAt, i18n.language)}
            </Text>
            {app.retiredAt && (
              <Text size="sm">
                {t('appView.retiredAt')}: {formatDateTime(app.retiredAt, i18n.language)}
              </Text>
            )}
            <Text size="sm">
              {t('appView.builtOnProvider')}: {t(app.builtOnProvider ? 'appView.yes' : 'appView.no')}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
      <AppAccessPanel appId={app.id} canManage={canWrite && !app.retiredAt} />
    </Stack>
  );
}
