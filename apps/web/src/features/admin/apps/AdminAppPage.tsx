import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { AdminAppDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { BuildStatusBadge } from '../../console-apps/index.ts';
import { AdminAppFacts } from './AdminAppFacts.tsx';
import { AdminAppStates } from './AdminAppStates.tsx';

/** /admin/apps/:id: the app, its company, and its versions with their latest build. */
export function AdminAppPage() {
  return <AdminAppStates>{(detail) => <AdminAppView {...detail} />}</AdminAppStates>;
}

function AdminAppView({ app, versions }: AdminAppDetail) {
  const { t, i18n } = useTranslation('admin');
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
            t('adminApps.app.columns.review'),
            t('adminApps.app.columns.build'),
            t('adminApps.app.columns.created'),
          ]}
          rows={versions.map((version) => ({
            key: version.id,
            cells: [
              <Anchor key="v" component={Link} to={`/admin/apps/${app.id}/activity/${version.number}/view`}>
                {t('adminApps.app.versionLabel', { number: version.number, version: version.version })}
              </Anchor>,
              t(`appView.environments.${version.environment}`, { ns: 'console' }),
              t(`appView.reviewStates.${version.reviewState}`, { ns: 'console' }),
              <BuildStatusBadge key="b" status={version.builds[0]?.status} />,
              formatDateTime(version.createdAt, i18n.language),
            ],
          }))}
        />
      )}
    </Stack>
  );
}
