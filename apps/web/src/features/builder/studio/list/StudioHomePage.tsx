import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompany } from '../../../../lib/identity/companyContext.ts';
import { EmptyText } from '../../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../../lib/tables/DataTable.tsx';
import { studioOverviewQueryOptions } from '../api/studioQueries.ts';
import { studioPaths } from '../collectionFiles.ts';
import { NewCollectionDialog } from './NewCollectionDialog.tsx';

/**
 * /studiobuilder: the company's apps that ship collections (from the user's draft of each, or its latest
 * version), each collection linked to its builder; a new collection goes into any of the company's apps.
 */
export function StudioHomePage() {
  const { t } = useTranslation('builder');
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const overview = useQuery({
    ...studioOverviewQueryOptions(organizationId),
    enabled: organizationId !== '',
  });
  const [isCreating, setCreating] = useState(false);
  const apps = overview.data?.data ?? [];
  const rows = apps.filter((app) => app.collections.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('studio.home.title')}</Title>
        <Button onClick={() => setCreating(true)} disabled={apps.length === 0}>
          {t('studio.create.open')}
        </Button>
      </Group>
      <Text size="sm">{t('studio.home.intro')}</Text>
      <QueryState
        query={overview}
        errorMessage={t('studio.home.loadFailed')}
        errorDetail={(error) => error.message}
        empty={{
          when: () => rows.length === 0,
          show: (
            <EmptyText compact>
              {apps.length === 0 ? t('studio.home.noApps') : t('studio.home.empty')}
            </EmptyText>
          ),
        }}
      >
        {() => (
          <DataTable
            minWidth={360}
            columns={[t('studio.home.columns.app'), t('studio.home.columns.collections')]}
            rows={rows.map((app) => ({
              key: app.appId,
              cells: [
                <Anchor key="app" component={Link} to={studioPaths.app(app.referenceId)}>
                  {app.name}
                </Anchor>,
                <List key="collections" size="sm" listStyleType="none">
                  {app.collections.map((c) => (
                    <List.Item key={c.id}>
                      <Anchor component={Link} to={studioPaths.collection(app.referenceId, c.id)} size="sm">
                        {c.name ?? c.id}
                      </Anchor>{' '}
                      <Text span size="sm" c="gray.7">
                        {c.requestCount === null
                          ? t('studio.invalid')
                          : t('studio.requestCount', { count: c.requestCount })}
                      </Text>
                    </List.Item>
                  ))}
                </List>,
              ],
            }))}
          />
        )}
      </QueryState>
      {isCreating && <NewCollectionDialog apps={apps} opened onClose={() => setCreating(false)} />}
    </Stack>
  );
}
