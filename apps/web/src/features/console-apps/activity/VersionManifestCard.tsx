import { Card, Code, Stack, Text, Title } from '@mantine/core';
import type { AppVersion, VersionManifest } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { versionManifestQueryOptions } from '../api/appsQueries.ts';

/** The version's manifest as its build read it: its components and profile groups (versions/{id}/manifest). */
export function VersionManifestCard({ version }: { version: AppVersion }) {
  const { t } = useTranslation('console');
  const manifest = useQuery(versionManifestQueryOptions(version.id));
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('appView.manifest.title')}
        </Title>
        {isHttpError(manifest.error) && manifest.error.status === 404 ? (
          <Text size="sm">{t('appView.manifest.notYet')}</Text>
        ) : (
          <QueryState
            query={manifest}
            errorMessage={t('appView.manifest.error')}
            errorDetail={(error) => error.message}
          >
            {(read) => (
              <>
                <Text size="sm">{t('appView.manifest.readBy', { id: read.buildId.slice(0, 8) })}</Text>
                <DataTable
                  stacked
                  columns={[t('appView.manifest.id'), t('appView.manifest.kind'), t('appView.manifest.path')]}
                  rows={read.manifest.components.map((component) => ({
                    key: component.id,
                    cells: [
                      <Code key="id">{component.id}</Code>,
                      component.kind,
                      <Code key="path">{component.path}</Code>,
                    ],
                  }))}
                />
                <ProfileGroups groups={read.manifest.profileGroups ?? []} />
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </Card>
  );
}

function ProfileGroups({ groups }: { groups: NonNullable<VersionManifest['manifest']['profileGroups']> }) {
  const { t } = useTranslation('console');
  if (groups.length === 0) return <Text size="sm">{t('appView.manifest.noProfileGroups')}</Text>;
  return (
    <DataTable
      stacked
      columns={[t('appView.manifest.group'), t('appView.manifest.tasks'), t('appView.manifest.reports')]}
      rows={groups.map((group) => ({
        key: group.id,
        cells: [
          group.name,
          (group.tasks ?? []).join(', ') || t('appView.manifest.none'),
          (group.reports ?? []).join(', ') || t('appView.manifest.none'),
        ],
      }))}
    />
  );
}
