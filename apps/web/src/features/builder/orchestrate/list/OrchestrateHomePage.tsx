import { Anchor, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompany } from '../../../../lib/identity/companyContext.ts';
import { DelayedSpinner } from '../../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../../lib/loading/LoadErrorAlert.tsx';
import { appListQueryOptions } from '../../../shared/apps/api/appsQueries.ts';
import { draftQueryOptions } from '../../api/builderQueries.ts';
import { orchestratePaths, orchestrationsOf } from '../orchestrationFiles.ts';
import { BuilderSessionBar } from './BuilderSessionBar.tsx';

const RECENT = 50;
// The app types whose source may hold orchestrations (docs/app-format.md, components by type).
const withOrchestrations = new Set<App['type']>(['INTEGRATION', 'JOURNEYS']);

/**
 * /orchestrate: the company's apps that have orchestrations, read from each app's draft (which is the
 * latest version's source while the user has no draft), each orchestration linked to its canvas.
 */
export function OrchestrateHomePage() {
  const { t } = useTranslation('builder');
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const apps = useQuery(
    appListQueryOptions(organizationId, { list: 'all', sort: '-updatedAt', start: 0, length: RECENT }),
  );
  const candidates = (apps.data?.data ?? []).filter(
    (a) => a.retiredAt === null && withOrchestrations.has(a.type),
  );
  const drafts = useQueries({ queries: candidates.map((a) => draftQueryOptions(a.id)) });
  const isLoading = apps.isPending || drafts.some((d) => d.isPending);
  const failed = apps.error ?? drafts.find((d) => d.isError)?.error;
  const rows = candidates
    .map((app, i) => ({ app, orchestrations: orchestrationsOf(drafts[i]?.data?.files ?? {}) }))
    .filter((row) => row.orchestrations.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('orchestrate.home.title')}</Title>
        <BuilderSessionBar />
      </Group>
      <Text size="sm">{t('orchestrate.home.intro')}</Text>
      {isLoading ? (
        <DelayedSpinner />
      ) : failed ? (
        <LoadErrorAlert
          message={t('orchestrate.home.loadFailed')}
          detail={failed.message}
          onRetry={() => {
            void apps.refetch();
            for (const d of drafts) if (d.isError) void d.refetch();
          }}
        />
      ) : rows.length === 0 ? (
        <Text size="sm" role="status">
          {t('orchestrate.home.empty')}{' '}
          <Anchor component={Link} to="/build" size="sm">
            {t('orchestrate.home.openBuilder')}
          </Anchor>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orchestrate.home.columns.app')}</Table.Th>
                <Table.Th>{t('orchestrate.home.columns.orchestrations')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ app, orchestrations }) => (
                <Table.Tr key={app.id}>
                  <Table.Td>
                    <Anchor component={Link} to={orchestratePaths.app(app.referenceId)}>
                      {app.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <List size="sm" listStyleType="none">
                      {orchestrations.map((o) => (
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
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
