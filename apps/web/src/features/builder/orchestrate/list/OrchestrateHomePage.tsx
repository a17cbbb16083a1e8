import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompany } from '../../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../../lib/tables/DataTable.tsx';
import { orchestrateOverviewQueryOptions } from '../api/orchestrateOverviewQueries.ts';
import { orchestratePaths } from '../orchestrationFiles.ts';
import { BuilderSessionBar } from './BuilderSessionBar.tsx';

/**
 * /orchestrate: the company's apps that have orchestrations, read from each app's draft (which is the
 * latest version's source while the user has no draft), each orchestration linked to its canvas.
 */
export function OrchestrateHomePage() {
  const { t } = useTranslation('builder');
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const overview = useQuery({
    ...orchestrateOverviewQueryOptions(organizationId ?? ''),
    enabled: organizationId !== null,
  });
  const rows = (overview.data?.data ?? []).filter((app) => app.orchestrations.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('orchestrate.home.title')}</Title>
        <BuilderSessionBar />
      </Group>
      <Text size="sm">{t('orchestrate.home.intro')}</Text>
      <QueryState
        query={overview}
        errorMessage={t('orchestrate.home.loadFailed')}
        errorDetail={(error) => error.message}
        empty={{
          when: () => rows.length === 0,
          show: (
            <Text size="sm" role="status">
              {t('orchestrate.home.empty')}{' '}
              <Anchor component={Link} to="/build" size="sm">
                {t('orchestrate.home.openBuilder')}
              </Anchor>
            </Text>
          ),
        }}
      >
        {() => (
          <DataTable
            minWidth={480}
            columns={[t('orchestrate.home.columns.app'), t('orchestrate.home.columns.orchestrations')]}
            rows={rows.map((app) => ({
              key: app.appId,
              cells: [
                <Anchor key="app" component={Link} to={orchestratePaths.app(app.referenceId)}>
                  {app.name}
                </Anchor>,
                <List key="orchestrations" size="sm" listStyleType="none">
                  {app.orchestrations.map((o) => (
                    <List.Item key={o.id}>
                      <Anchor
                        component={Link}
                        to={orchestratePaths.orchestration(app.referenceId, 'draft', o.id)}
                        size="sm"
                      >
                        {o.id}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>,
              ],
            }))}
          />
        )}
      </QueryState>
    </Stack>
  );
}
