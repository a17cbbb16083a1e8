import { Stack, Text } from '@mantine/core';
import { type App, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { appVersionsQueryOptions } from '../api/appsQueries.ts';
import { useLiveAppBuilds } from '../live/useLiveAppBuilds.ts';
import { appPromotionsQueryOptions } from '../promotions/api/promotionsApi.ts';
import { PromotionsSection } from '../promotions/PromotionsSection.tsx';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { RegistryTable } from './RegistryTable.tsx';
import { VersionLifecycleCard } from './VersionLifecycleCard.tsx';

/** /console/apps/view/:id/lifecycle: each version's stage and actions, and where the app is deployed. */
export function AppLifecyclePage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="lifecycle">
      {(app) => <Lifecycle app={app} />}
    </AppViewFrame>
  );
}

function Lifecycle({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const versions = useQuery(appVersionsQueryOptions(app.id));
  // A promotion to Production signs the build (QUEUED_FOR_SIGNING): follow it like any running build.
  const isRunning = (versions.data?.data ?? []).some((v) =>
    isBuildRunning(buildStatusDisplay(v.latestBuild?.status)),
  );
  const { pollInterval } = useLiveAppBuilds(app.id, isRunning);
  useQuery({ ...appVersionsQueryOptions(app.id), refetchInterval: pollInterval });
  const promotions = useQuery(appPromotionsQueryOptions(app.id));
  const waiting = (promotions.data?.data ?? []).filter((request) => request.state === 'OPEN');
  return (
    <Stack gap="lg">
      <Text size="sm">{t('appView.lifecycle.explain')}</Text>
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
            {loaded.data.map((version) => (
              <VersionLifecycleCard
                key={version.id}
                app={app}
                version={version}
                waiting={waiting.filter((request) => request.versionId === version.id)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <PromotionsSection query={promotions} />
      <RegistryTable app={app} />
    </Stack>
  );
}
