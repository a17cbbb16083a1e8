import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { AdminAppDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { BuildStatusBadge } from '../../console-apps/index.ts';
import { AdminAppStates } from './AdminAppStates.tsx';
import { CertifyVersion } from './CertifyVersion.tsx';

/** /admin/apps/:id/activity/:version/view: one version (by its number) with every build and its status. */
export function AdminAppVersionPage() {
  return <AdminAppStates>{(detail) => <AdminAppVersionView {...detail} />}</AdminAppStates>;
}

function AdminAppVersionView({ app, versions }: AdminAppDetail) {
  const { t, i18n } = useTranslation('admin');
  const { version: number = '' } = useParams();
  const version = versions.find((v) => String(v.number) === number);
  const back = (
    <Anchor component={Link} to={`/admin/apps/${app.id}`} size="sm">
      {t('adminApps.version.back', { name: app.name })}
    </Anchor>
  );
  if (!version) {
    return (
      <Stack gap="sm">
        {back}
        <Title order={1}>{t('adminApps.version.notFoundTitle')}</Title>
        <Text>{t('adminApps.version.notFound', { number })}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>
        {t('adminApps.version.title', { name: app.name, number: version.number, version: version.version })}
      </Title>
      <Text size="sm" c="gray.7">
        {t('adminApps.version.meta', {
          company: app.organizationName,
          environment: t(`appView.environments.${version.environment}`, { ns: 'console' }),
          review: t(`appView.reviewStates.${version.reviewState}`, { ns: 'console' }),
          date: formatDateTime(version.createdAt, i18n.language),
        })}
      </Text>
      <CertifyVersion app={app} version={version} />
      <Title order={2} size="h3">
        {t('adminApps.version.builds')}
      </Title>
      {version.builds.length === 0 ? (
        <Text c="gray.7">{t('adminApps.version.noBuilds')}</Text>
      ) : (
        <DataTable
          columns={[
            t('adminApps.version.columns.status'),
            t('adminApps.version.columns.created'),
            t('adminApps.version.columns.finished'),
            t('adminApps.version.columns.checksum'),
            t('adminApps.version.columns.error'),
          ]}
          rows={version.builds.map((build) => ({
            key: build.id,
            cells: [
              <BuildStatusBadge key="s" status={build.status} />,
              formatDateTime(build.createdAt, i18n.language),
              formatDateTime(build.finishedAt, i18n.language),
              <Text key="c" size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {build.artifactChecksum ?? ''}
              </Text>,
              build.error ?? '',
            ],
          }))}
        />
      )}
    </Stack>
  );
}
