import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { App, BoardColumn, BoardTenant } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';

/** One environment of the board: the versions at its stage and its tenants with what they run. */
export function BoardColumnCard({
  app,
  column,
  onRollback,
  onRollbackEnvironment,
}: {
  app: App;
  column: BoardColumn;
  /** Null without apps.deploy: the tenants show no Roll back. */
  onRollback: ((tenant: BoardTenant) => void) | null;
  /** Null without apps.deploy; offered when a tenant of the column has a version to go back to. */
  onRollbackEnvironment: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('console');
  const environment = t(`appView.environments.${column.environment}`);
  const label = (v: { version: string; number: number }) =>
    t('appView.versionLabel', { version: v.version, number: v.number });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={environment}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {environment}
        </Title>
        <Title order={3} size="h6">
          {t('appView.board.versions')}
        </Title>
        {column.versions.length === 0 ? (
          <Text size="sm">{t('appView.board.noVersions')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {column.versions.map((version) => (
              <Group key={version.id} component="li" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={appViewPaths.version(app.id, version.id)} size="sm">
                  {label(version)}
                </Anchor>
                <BuildStatusBadge status={version.buildStatus} />
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h6">
            {t('appView.board.tenants')}
          </Title>
          {onRollbackEnvironment && column.tenants.some((tenant) => tenant.current && tenant.previous) && (
            <Button size="xs" variant="default" onClick={onRollbackEnvironment}>
              {t('appView.board.rollBackEnvironment', { environment })}
            </Button>
          )}
        </Group>
        {column.tenants.length === 0 ? (
          <Text size="sm">{t('appView.board.noTenants')}</Text>
        ) : (
          <DataTable
            minWidth={420}
            columns={[
              t('appView.registry.tenant'),
              t('appView.versionColumn'),
              t('appView.board.deployed'),
              t('appView.board.previous'),
              t('appView.board.actions'),
            ]}
            rows={column.tenants.map((tenant) => ({
              key: tenant.tenant,
              cells: [
                tenant.tenant,
                tenant.current ? label(tenant.current) : t('appView.board.notDeployed'),
                tenant.current
                  ? t('appView.board.deployedBy', {
                      name: tenant.current.deployedBy ?? t('appView.board.formerUser'),
                      time: formatDateTime(tenant.current.deployedAt, i18n.language),
                    })
                  : '',
                tenant.previous ? label(tenant.previous) : t('appView.board.noPrevious'),
                onRollback && tenant.current && tenant.previous ? (
                  <Button
                    key="rollback"
                    size="xs"
                    variant="default"
                    onClick={() => onRollback(tenant)}
                    aria-label={t('appView.board.rollBackTenant', {
                      tenant: tenant.tenant,
                      version: label(tenant.previous),
                    })}
                  >
                    {t('appView.board.rollBack')}
                  </Button>
                ) : (
                  ''
                ),
              ],
            }))}
          />
        )}
      </Stack>
    </Paper>
  );
}
