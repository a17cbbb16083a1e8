import { Anchor, Stack, Table, Text } from '@mantine/core';
import { type App, buildStatusDisplay, isBuildRunning } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { appVersionsQueryOptions } from '../../shared/apps/api/appsQueries.ts';
import { appViewPaths } from '../../shared/apps/appViewPaths.ts';
import { BuildStatusBadge } from '../../shared/apps/BuildStatusBadge.tsx';
import { useLiveAppBuilds } from '../../shared/apps/live/useLiveAppBuilds.ts';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { QueryError } from '../view/QueryError.tsx';

/** /console/apps/view/:id/activity: the app's versions, newest first. */
export function AppActivityPage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="activity">
      {(app) => <VersionsTable app={app} />}
    </AppViewFrame>
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

  if (versions.isPending) return <DelayedSpinner />;
  if (versions.isError)
    return (
      <QueryError
        title={t('appView.errors.versions')}
        error={versions.error}
        onRetry={() => void versions.refetch()}
      />
    );
  if (versions.data.data.length === 0) return <Text>{t('appView.activity.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Caption>{t('appView.activity.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('appView.versionColumn')}</Table.Th>
              <Table.Th>{t('appView.environment')}</Table.Th>
              <Table.Th>{t('appView.reviewState')}</Table.Th>
              <Table.Th>{t('appView.buildStatusLabel')}</Table.Th>
              <Table.Th>{t('appView.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.data.data.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>
                  <Anchor component={Link} to={appViewPaths.version(app.id, version.id)}>
                    {t('appView.versionLabel', { version: version.version, number: version.number })}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`appView.environments.${version.environment}`)}</Table.Td>
                <Table.Td>{t(`appView.reviewStates.${version.reviewState}`)}</Table.Td>
                <Table.Td>
                  <BuildStatusBadge status={version.latestBuild?.status} />
                </Table.Td>
                <Table.Td>{formatDateTime(version.createdAt, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
