import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type App, type Build, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { buildQueryOptions, versionQueryOptions } from '../api/appsQueries.ts';
import { useLiveAppBuilds } from '../live/useLiveAppBuilds.ts';
import { AppTrail } from '../view/AppTrail.tsx';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { BuildLogs } from './BuildLogs.tsx';
import { BuildSignature } from './BuildSignature.tsx';
import { BuildStatusBadge } from './BuildStatusBadge.tsx';
import { RetryBuildButton } from './RetryBuildButton.tsx';

/** /console/apps/view/:id/activity/:version/builds/:build (and /view): one build, live while it runs. */
export function BuildPage() {
  const { id = '', version = '', build = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="activity">
      {(app) => <BuildDetails app={app} versionId={version} buildId={build} />}
    </AppViewFrame>
  );
}

function BuildDetails({ app, versionId, buildId }: { app: App; versionId: string; buildId: string }) {
  const { t } = useTranslation('console');
  const build = useQuery(buildQueryOptions(buildId));
  const version = useQuery(versionQueryOptions(versionId));
  const isRunning = isBuildRunning(buildStatusDisplay(build.data?.status));
  const { pollInterval } = useLiveAppBuilds(app.id, isRunning);
  useQuery({ ...buildQueryOptions(buildId), refetchInterval: pollInterval });
  const isOtherVersion = build.data !== undefined && build.data.versionId !== versionId;
  const isMissing = useNotFoundOn404(isOtherVersion ? { status: 404 } : build.error);
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState query={build} errorMessage={t('appView.errors.build')} errorDetail={(error) => error.message}>
      {(data) => (
        <Stack gap="md">
          <AppTrail
            steps={[
              { label: t('routes.apps'), to: '/console/apps' },
              { label: app.name, to: appViewPaths.overview(app.id) },
              { label: t('appView.nav.activity'), to: appViewPaths.activity(app.id) },
              {
                label: version.data
                  ? t('appView.versionLabel', { version: version.data.version, number: version.data.number })
                  : t('routes.appVersion'),
                to: appViewPaths.version(app.id, versionId),
              },
              { label: t('appView.build.title', { id: buildId.slice(0, 8) }) },
            ]}
          />
          <BuildSummary build={data} />
          <RetryBuildButton appId={app.id} build={data} />
          <BuildLogs buildId={buildId} />
        </Stack>
      )}
    </QueryState>
  );
}

function BuildSummary({ build }: { build: Build }) {
  const { t, i18n } = useTranslation('console');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language) || t('appView.build.notYet');
  return (
    <Card withBorder>
      <Group gap="sm" mb="xs" wrap="wrap">
        <Title order={2} size="h3">
          {t('appView.build.title', { id: build.id.slice(0, 8) })}
        </Title>
        {/* Announced when it changes: the status is what the user is waiting for. */}
        <div aria-live="polite" data-testid="build-status">
          <BuildStatusBadge status={build.status} />
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Text size="sm">
          {t('appView.build.created')}: {when(build.createdAt)}
        </Text>
        <Text size="sm">
          {t('appView.build.started')}: {when(build.startedAt)}
        </Text>
        <Text size="sm">
          {t('appView.build.finished')}: {when(build.finishedAt)}
        </Text>
        <Text size="sm">{t('appView.build.attempts', { count: build.attempts })}</Text>
        {build.artifactSize !== null && (
          <Text size="sm">{t('appView.build.artifactSize', { size: build.artifactSize })}</Text>
        )}
      </SimpleGrid>
      {build.artifactChecksum && (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('appView.build.checksum')}: <code>{build.artifactChecksum}</code>
        </Text>
      )}
      {build.status !== 'FAILED' && build.artifactChecksum && <BuildSignature build={build} />}
      {build.error && (
        <Text size="sm" mt="xs" c="red.9" role="alert">
          {build.error}
        </Text>
      )}
    </Card>
  );
}
