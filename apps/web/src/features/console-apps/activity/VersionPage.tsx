import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type App, type AppVersion, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { saveFile } from '../../../lib/files/browserDownload.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { appsApi } from '../api/appsApi.ts';
import { versionBuildsQueryOptions, versionQueryOptions } from '../api/appsQueries.ts';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { useLiveAppBuilds } from '../live/useLiveAppBuilds.ts';
import { AppTrail } from '../view/AppTrail.tsx';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { VersionManifestCard } from './VersionManifestCard.tsx';

/** /console/apps/view/:id/activity/:version (and /view): one version, its lifecycle state and builds. */
export function VersionPage() {
  const { id = '', version = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="activity">
      {(app) => <VersionDetails app={app} versionId={version} />}
    </AppViewFrame>
  );
}

function VersionDetails({ app, versionId }: { app: App; versionId: string }) {
  const { t } = useTranslation('console');
  const version = useQuery(versionQueryOptions(versionId));
  // A version of another app under this app's URL is treated exactly as a missing one.
  const isOtherApp = version.data !== undefined && version.data.appId !== app.id;
  const isMissing = useNotFoundOn404(isOtherApp ? { status: 404 } : version.error);
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState
      query={version}
      errorMessage={t('appView.errors.version')}
      errorDetail={(error) => error.message}
    >
      {(data) => (
        <Stack gap="md">
          <AppTrail
            steps={[
              { label: t('routes.apps'), to: '/console/apps' },
              { label: app.name, to: appViewPaths.overview(app.id) },
              { label: t('appView.nav.activity'), to: appViewPaths.activity(app.id) },
              {
                label: t('appView.versionLabel', { version: data.version, number: data.number }),
              },
            ]}
          />
          <VersionSummary app={app} version={data} />
          <BuildsTable app={app} version={data} />
          <VersionManifestCard version={data} />
        </Stack>
      )}
    </QueryState>
  );
}

function VersionSummary({ app, version }: { app: App; version: AppVersion }) {
  const { t, i18n } = useTranslation('console');
  const [isDownloading, setIsDownloading] = useState(false);
  async function handleDownload() {
    setIsDownloading(true);
    try {
      saveFile(await appsApi.sourceZip(version.id), `${app.referenceId}-${version.version}.zip`);
    } catch {
      toast.error(t('appView.download.failed'));
    } finally {
      setIsDownloading(false);
    }
  }
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="xs">
        <Title order={2} size="h3">
          {t('appView.versionLabel', { version: version.version, number: version.number })}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={handleDownload} loading={isDownloading}>
            {t('appView.version.downloadSource')}
          </Button>
          <Button variant="default" size="sm" component={Link} to={appViewPaths.lifecycle(app.id)}>
            {t('appView.version.openLifecycle')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          {t('appView.environment')}: {t(`appView.environments.${version.environment}`)}
        </Text>
        <Text size="sm">
          {t('appView.reviewState')}: {t(`appView.reviewStates.${version.reviewState}`)}
        </Text>
        <Text size="sm">
          {t('appView.created')}: {formatDateTime(version.createdAt, i18n.language)}
        </Text>
        <Text size="sm">{t('appView.version.sourceSize', { size: version.sourceSize })}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('appView.version.sourceSha', { sha: version.sourceSha256 })}
        </Text>
      </SimpleGrid>
    </Card>
  );
}

function BuildsTable({ app, version }: { app: App; version: AppVersion }) {
  const { t, i18n } = useTranslation('console');
  const builds = useQuery(versionBuildsQueryOptions(version.id));
  const isRunning = (builds.data?.data ?? []).some((b) => isBuildRunning(buildStatusDisplay(b.status)));
  const { pollInterval } = useLiveAppBuilds(app.id, isRunning);
  useQuery({ ...versionBuildsQueryOptions(version.id), refetchInterval: pollInterval });
  return (
    <QueryState
      query={builds}
      errorMessage={t('appView.errors.builds')}
      errorDetail={(error) => error.message}
      empty={{
        when: (loaded) => loaded.data.length === 0,
        show: <EmptyText>{t('appView.version.noBuilds')}</EmptyText>,
      }}
    >
      {(loaded) => (
        <DataTable
          minWidth={560}
          caption={t('appView.version.buildsCaption')}
          columns={[
            t('appView.build.label'),
            t('appView.buildStatusLabel'),
            t('appView.created'),
            t('appView.build.finished'),
          ]}
          rows={loaded.data.map((build) => ({
            key: build.id,
            cells: [
              <Anchor key="build" component={Link} to={appViewPaths.build(app.id, version.id, build.id)}>
                {t('appView.build.linkLabel', { id: build.id.slice(0, 8) })}
              </Anchor>,
              <BuildStatusBadge key="status" status={build.status} />,
              formatDateTime(build.createdAt, i18n.language),
              formatDateTime(build.finishedAt, i18n.language),
            ],
          }))}
        />
      )}
    </QueryState>
  );
}
