import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { BuildStatusBadge } from '../../console-apps/BuildStatusBadge.tsx';
import { DataTable } from '../DataTable.tsx';
import { AdminAppFacts } from './AdminAppFacts.tsx';
import { adminAppQueryOptions } from './api/adminAppsApi.ts';
import { formatDate } from './formatDate.ts';

/** /admin/apps/:id: the app, its company, and its versions with their latest build. */
export function AdminAppPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery(adminAppQueryOptions(id));
  if (query.isError) {
    if (isHttpError(query.error) && (query.error.status === 404 || query.error.status === 400))
      return <AppNotFound />;
    return <LoadErrorAlert message={t('adminApps.app.loadError')} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <DelayedSpinner />;
  const { app, versions } = query.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/apps" size="sm">
        {t('adminApps.app.back')}
      </Anchor>
      <Title order={1}>{app.name}</Title>
      <AdminAppFacts app={app} />
      <Title order={2} size="h3">
        {t('adminApps.app.versions')}
      </Title>
      {versions.length === 0 ? (
        <Text c="gray.7">{t('adminApps.app.noVersions')}</Text>
      ) : (
        <DataTable
          columns={[
            t('adminApps.app.columns.version'),
            t('adminApps.app.columns.environment'),
            t('adminApps.app.columns.build'),
            t('adminApps.app.columns.created'),
          ]}
          rows={versions.map((version) => ({
            key: version.id,
            cells: [
              <Anchor key="v" component={Link} to={`/admin/apps/${app.id}/activity/${version.number}/view`}>
                {t('adminApps.app.versionLabel', { number: version.number, version: version.version })}
              </Anchor>,
              version.environment,
              <BuildStatusBadge key="b" status={version.builds[0]?.status} />,
              formatDate(version.createdAt),
            ],
          }))}
        />
      )}
    </Stack>
  );
}

export function AppNotFound() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <Title order={1}>{t('adminApps.app.notFoundTitle')}</Title>
      <Text>{t('adminApps.app.notFound')}</Text>
      <Anchor component={Link} to="/admin/apps">
        {t('adminApps.app.back')}
      </Anchor>
    </Stack>
  );
}
