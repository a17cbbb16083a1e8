import { Anchor, Button, Text } from '@mantine/core';
import type { AdminBuild } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { formatDuration } from '../../../lib/format/numbers.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { BuildStatusBadge } from '../../console-apps/index.ts';

const waitingOrRunning = new Set(['SCHEDULED', 'QUEUED', 'IN_PROGRESS']);
const retryable = new Set(['FAILED', 'CANCELLED']);

/** The time a build ran, or has run so far. */
function duration(build: AdminBuild, now: number): number | null {
  if (!build.startedAt) return null;
  return (build.finishedAt ? Date.parse(build.finishedAt) : now) - Date.parse(build.startedAt);
}

/** Builds with who, where and when, and the one action each allows (cancel or retry). */
export function AdminBuildsTable({
  builds,
  onCancel,
  onRetry,
}: {
  builds: AdminBuild[];
  onCancel: (build: AdminBuild) => void;
  onRetry: (build: AdminBuild) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const now = Date.now();
  return (
    <DataTable
      minWidth={960}
      stacked
      columns={[
        t('builds.columns.app'),
        t('builds.columns.version'),
        t('builds.columns.company'),
        t('builds.columns.requestedBy'),
        t('builds.columns.status'),
        t('builds.columns.queued'),
        t('builds.columns.started'),
        t('builds.columns.duration'),
        t('builds.columns.actions'),
      ]}
      rows={builds.map((build) => ({
        key: build.id,
        cells: [
          <Anchor key="app" component={Link} to={`/admin/apps/${build.appId}`}>
            {build.appName}
          </Anchor>,
          build.version,
          build.organizationName,
          build.requestedBy ?? '–',
          <div key="status">
            <BuildStatusBadge status={build.status} />
            {build.error && (
              <Text size="xs" c="gray.7" maw={260} lineClamp={2} title={build.error}>
                {build.error}
              </Text>
            )}
          </div>,
          formatDateTime(build.queuedAt, i18n.language, { precision: 'second' }),
          build.startedAt ? formatDateTime(build.startedAt, i18n.language, { precision: 'second' }) : '–',
          formatDuration(duration(build, now), i18n.language),
          waitingOrRunning.has(build.status) ? (
            <Button
              key="a"
              size="xs"
              variant="default"
              color="red"
              onClick={() => onCancel(build)}
              aria-label={t('builds.cancelNamed', { app: build.appName, version: build.version })}
            >
              {t('builds.cancel')}
            </Button>
          ) : retryable.has(build.status) ? (
            <Button
              key="a"
              size="xs"
              variant="light"
              onClick={() => onRetry(build)}
              aria-label={t('builds.retryNamed', { app: build.appName, version: build.version })}
            >
              {t('builds.retry')}
            </Button>
          ) : (
            ''
          ),
        ],
      }))}
    />
  );
}
