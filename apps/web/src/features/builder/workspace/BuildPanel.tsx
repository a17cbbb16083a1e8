import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type App, type Build, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import {
  appViewPaths,
  BuildLogs,
  BuildStatusBadge,
  buildQueryOptions,
  RetryBuildButton,
  useLiveAppBuilds,
} from '../../console-apps/index.ts';
import { DeployTracking } from '../deploy/DeployTracking.tsx';

type Props = {
  app: App;
  versionId: string;
  buildId: string;
  /**
   * Called once when the build has finished: the builder then lists a failed build's errors by file.
   * `seenRunning` is false for a build that had finished before the panel first read it (after a load).
   */
  onFinished: (status: string, seenRunning: boolean) => void;
  /** A failed build retried: the panel follows the new one (docs/product/builder.md BUILDER-9). */
  onRetried: (fresh: Build) => void;
};

/**
 * The build of the draft, live: its status from the build status stream and its log, as the console shows
 * them; once it succeeded, deploying the new version and where it runs; once it failed, Retry.
 */
export function BuildPanel({ app, versionId, buildId, onFinished, onRetried }: Props) {
  const appId = app.id;
  const { t } = useTranslation('builder');
  const build = useQuery(buildQueryOptions(buildId));
  const isRunning = build.data ? isBuildRunning(buildStatusDisplay(build.data.status)) : true;
  const { pollInterval } = useLiveAppBuilds(appId, isRunning);
  useQuery({ ...buildQueryOptions(buildId), refetchInterval: pollInterval });
  const finished = build.data && !isRunning ? build.data.status : null;
  // Once per build, whatever the caller's callback identity: a failed build's errors are asked for once.
  const reported = useRef<string | null>(null);
  const seenRunning = useRef<string | null>(null);
  if (build.data && isRunning) seenRunning.current = buildId;
  useEffect(() => {
    if (!finished || reported.current === buildId) return;
    reported.current = buildId;
    onFinished(finished, seenRunning.current === buildId);
  }, [finished, buildId, onFinished]);

  if (build.isPending) return <DelayedSpinner />;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('build.title', { id: buildId.slice(0, 8) })}
        </Text>
        <div aria-live="polite" data-testid="builder-build-status">
          <BuildStatusBadge status={build.data?.status} />
        </div>
        <Anchor component={Link} to={appViewPaths.build(appId, versionId, buildId)} size="sm">
          {t('build.openInConsole')}
        </Anchor>
      </Group>
      {finished === 'SUCCEEDED' && <DeployTracking app={app} versionId={versionId} />}
      {finished && build.data && <RetryBuildButton appId={appId} build={build.data} onRetried={onRetried} />}
      <BuildLogs buildId={buildId} />
    </Stack>
  );
}
