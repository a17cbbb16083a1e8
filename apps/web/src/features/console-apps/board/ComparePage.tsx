import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { App, FileChange, FileSide } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { appVersionsQueryOptions } from '../api/appsQueries.ts';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { fileDiffQueryOptions, versionDiffQueryOptions } from './api/boardApi.ts';
import { DiffSummary } from './DiffSummary.tsx';

// Monaco is loaded only when a file's texts are shown, on this page alone.
const TextDiff = lazy(() => import('./TextDiff.tsx').then((m) => ({ default: m.TextDiff })));

/** /console/apps/view/:id/board/compare?from&to&file: two versions' files and manifest, a file side by side. */
export function ComparePage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="board">
      {(app) => <Compare app={app} />}
    </AppViewFrame>
  );
}

function Compare({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const versions = useQuery(appVersionsQueryOptions(app.id));
  const newestFirst = [...(versions.data?.data ?? [])].sort((a, b) => b.number - a.number);
  // Until the user picks, the newest version against the one before it.
  const from = params.get('from') ?? newestFirst[1]?.id ?? null;
  const to = params.get('to') ?? newestFirst[0]?.id ?? null;
  const file = params.get('file');
  const choose = (next: { from?: string | null; to?: string | null; file?: string | null }) => {
    const merged = { from, to, file, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  const options = newestFirst.map((v) => ({
    value: v.id,
    label: t('appView.versionLabel', { version: v.version, number: v.number }),
  }));
  const diff = useQuery({
    ...versionDiffQueryOptions(app.id, from ?? '', to ?? ''),
    enabled: from !== null && to !== null && from !== to,
  });
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('appView.board.compareTitle')}
      </Title>
      <QueryState
        query={versions}
        errorMessage={t('appView.errors.versions')}
        errorDetail={(error) => error.message}
        empty={{
          when: (data) => data.data.length < 2,
          show: <EmptyText>{t('appView.board.needTwo')}</EmptyText>,
        }}
      >
        {() => (
          <Stack gap="lg">
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('appView.board.from')}
                data={options}
                value={from}
                onChange={(value) => choose({ from: value, file: null })}
                allowDeselect={false}
                w={{ base: '100%', xs: 260 }}
              />
              <Select
                label={t('appView.board.to')}
                data={options}
                value={to}
                onChange={(value) => choose({ to: value, file: null })}
                allowDeselect={false}
                w={{ base: '100%', xs: 260 }}
              />
            </Group>
            {from === to ? (
              <Text>{t('appView.board.sameVersion')}</Text>
            ) : (
              <QueryState
                query={diff}
                errorMessage={t('appView.board.diff.loadError')}
                errorDetail={(error) => error.message}
              >
                {(data) => (
                  <Stack gap="lg">
                    <DiffSummary diff={data} onOpenFile={(f: FileChange) => choose({ file: f.path })} />
                    {file && from && to && <FileTexts app={app} from={from} to={to} path={file} />}
                  </Stack>
                )}
              </QueryState>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function FileTexts({ app, from, to, path }: { app: App; from: string; to: string; path: string }) {
  const { t } = useTranslation('console');
  const texts = useQuery(fileDiffQueryOptions(app.id, from, to, path));
  const why = (side: FileSide) =>
    side.notShown === 'tooLarge' || side.notShown === 'binary'
      ? t(`appView.board.diff.notShown.${side.notShown}`)
      : null;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {path}
      </Title>
      <QueryState
        query={texts}
        errorMessage={t('appView.board.diff.fileError')}
        errorDetail={(e) => e.message}
      >
        {(data) => {
          const reason = why(data.from) ?? why(data.to);
          if (reason) return <Alert color="gray">{reason}</Alert>;
          return (
            <Suspense fallback={<DelayedSpinner />}>
              <TextDiff
                path={path}
                original={data.from.text ?? ''}
                modified={data.to.text ?? ''}
                labels={{
                  region: t('appView.board.diff.sideBySide', { path }),
                  original: t('appView.board.diff.fromSide', { path }),
                  modified: t('appView.board.diff.toSide', { path }),
                }}
              />
            </Suspense>
          );
        }}
      </QueryState>
    </Stack>
  );
}
