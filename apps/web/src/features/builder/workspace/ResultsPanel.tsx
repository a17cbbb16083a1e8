import { Paper, Tabs, Text } from '@mantine/core';
import type { App, Build, DraftIssue } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { IssuesList } from './IssuesList.tsx';
import type { RunningBuild } from './useBuilderActions.ts';

// Shown once a build runs, not on the editor's first screen: the build log (its virtual list) and the deploy
// tracking load with it (docs/decisions/chunk-groups.md).
const BuildPanel = lazy(() => import('./BuildPanel.tsx').then((m) => ({ default: m.BuildPanel })));

type Props = {
  app: App;
  panel: string | null;
  onPanelChange: (panel: string | null) => void;
  issues: DraftIssue[] | null;
  build: RunningBuild | null;
  /**
   * A build is being started (the draft saved, the build asked): the panel shows that instead of the
   * previous build, whose Deploy would otherwise stay under the user's hand until the new build answers.
   */
  isStarting: boolean;
  onOpenIssue: (issue: DraftIssue) => void;
  onBuildFinished: (status: string, seenRunning: boolean) => void;
  onBuildRetried: (fresh: Build) => void;
};

/** Under the editor: the problems of the last validate, and the running build with its deploy tracking. */
export function ResultsPanel({
  app,
  panel,
  onPanelChange,
  issues,
  build,
  isStarting,
  onOpenIssue,
  onBuildFinished,
  onBuildRetried,
}: Props) {
  const { t } = useTranslation('builder');
  return (
    <Paper withBorder p="xs" mah="32%" style={{ overflow: 'auto', flexShrink: 0 }}>
      <Tabs value={panel} onChange={onPanelChange}>
        <Tabs.List>
          <Tabs.Tab value="problems">{t('panel.problems', { count: issues?.length ?? 0 })}</Tabs.Tab>
          <Tabs.Tab value="build">{t('panel.build')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="problems" pt="xs">
          {issues ? (
            <IssuesList issues={issues} onOpen={onOpenIssue} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('issues.notRun')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="build" pt="xs">
          {isStarting ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('build.starting')}
            </Text>
          ) : build ? (
            <Suspense fallback={<DelayedSpinner />}>
              <BuildPanel app={app} {...build} onFinished={onBuildFinished} onRetried={onBuildRetried} />
            </Suspense>
          ) : (
            <Text size="sm" c="gray.7">
              {t('build.none')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
