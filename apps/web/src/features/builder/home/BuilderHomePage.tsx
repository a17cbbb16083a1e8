import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { appListQueryOptions, BuildStatusBadge, CreateAppModal } from '../../console-apps/index.ts';

const RECENT = 50;

/** /build: the company's apps the user may edit, most recently changed first, and a way to create one. */
export function BuilderHomePage() {
  const { t, i18n } = useTranslation('builder');
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const [isCreateOpen, setCreateOpen] = useState(false);
  const apps = useQuery(
    appListQueryOptions(organizationId, { list: 'all', sort: '-updatedAt', start: 0, length: RECENT }),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('home.title')}</Title>
        <Button onClick={() => setCreateOpen(true)}>{t('home.create')}</Button>
      </Group>
      <Text size="sm">{t('home.intro')}</Text>
      <QueryState
        query={apps}
        errorMessage={t('home.loadFailed')}
        errorDetail={(error) => error.message}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText compact>{t('home.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <DataTable
            minWidth={520}
            columns={[
              t('home.columns.name'),
              t('home.columns.type'),
              t('home.columns.build'),
              t('home.columns.updated'),
            ]}
            rows={loaded.data
              .filter((app) => app.retiredAt === null)
              .map((app) => ({
                key: app.id,
                cells: [
                  <Fragment key="name">
                    <Anchor component={Link} to={`/build/${encodeURIComponent(app.referenceId)}`}>
                      {app.name}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      {app.referenceId}
                    </Text>
                  </Fragment>,
                  app.type,
                  <BuildStatusBadge key="build" status={app.latestVersion?.buildStatus} />,
                  formatDateTime(app.updatedAt, i18n.language),
                ],
              }))}
          />
        )}
      </QueryState>
      <CreateAppModal opened={isCreateOpen} onClose={() => setCreateOpen(false)} />
    </Stack>
  );
}
