import { Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import {
  DeployDialog,
  registryQueryOptions,
  useAppPermissions,
  versionQueryOptions,
} from '../../console-apps/index.ts';
import { deployHistoryQueryOptions } from './api/deployHistoryQuery.ts';
import { useProntoDeployMutation, useProntoStatus } from './api/prontoDeploy.ts';
import { DeployHistoryTable } from './DeployHistoryTable.tsx';
import { ProntoProgress } from './ProntoProgress.tsx';

type Props = { app: App; versionId: string };

/**
 * Deploy tracking in the build panel (docs/product/builder.md BUILDER-9): deploy the version just built to a
 * tenant in one step (prontoDeploy, docs/decisions/pronto-deploy.md), with the console's dialog and rules
 * (apps.deploy; a refusal answers at once with its message), follow it (prontoStatus) until it is deployed or
 * failed, then where it runs and the app's deploys to that tenant.
 */
export function DeployTracking({ app, versionId }: Props) {
  const { t, i18n } = useTranslation('builder');
  const { canDeploy } = useAppPermissions();
  const version = useQuery(versionQueryOptions(versionId));
  const registry = useQuery(registryQueryOptions(app.referenceId));
  const deploy = useProntoDeployMutation();
  const pronto = useProntoStatus(deploy.data?.id ?? null, app.referenceId);
  const [isOpen, setOpen] = useState(false);
  const [chosenTenant, setChosenTenant] = useState<string | null>(null);
  const rows = registry.data?.data ?? [];
  const tenants = [...new Set(rows.map((row) => row.tenant))].sort();
  const tenant = chosenTenant ?? rows[0]?.tenant ?? null;
  const history = useQuery({
    ...deployHistoryQueryOptions(app.referenceId, tenant ?? ''),
    enabled: tenant !== null,
  });
  const runsOn = rows.filter((row) => row.versionId === versionId);

  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between">
        <Title order={3} size="h5">
          {t('deploy.title')}
        </Title>
        {canDeploy && version.data && (
          <Button
            size="xs"
            onClick={() => {
              deploy.reset();
              setOpen(true);
            }}
          >
            {t('deploy.open')}
          </Button>
        )}
      </Group>
      {pronto.data && <ProntoProgress status={pronto.data} />}
      <QueryState
        query={registry}
        errorMessage={t('deploy.registryFailed')}
        empty={{
          when: () => runsOn.length === 0,
          show: <EmptyText compact>{t('deploy.runsNowhere')}</EmptyText>,
        }}
      >
        {() => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('deploy.runsOn')}
            </Text>
            <List size="sm">
              {runsOn.map((row) => (
                <List.Item key={row.id}>
                  {t('deploy.runsOnRow', {
                    tenant: row.tenant,
                    environment: t(`appView.environments.${row.environment}`, { ns: 'console' }),
                    at: formatDateTime(row.deployedAt, i18n.language),
                  })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </QueryState>
      {tenant && (
        <Stack gap={4}>
          <Select
            label={t('deploy.history.tenant')}
            data={tenants}
            value={tenant}
            onChange={(value) => value && setChosenTenant(value)}
            allowDeselect={false}
            w={240}
            size="xs"
          />
          <QueryState query={history} errorMessage={t('deploy.history.failed')}>
            {(loaded) => <DeployHistoryTable events={loaded.data} />}
          </QueryState>
        </Stack>
      )}
      {version.data && (
        <DeployDialog
          version={version.data}
          opened={isOpen}
          onClose={() => setOpen(false)}
          isBusy={deploy.isPending}
          error={deploy.isError ? deploy.error.message : null}
          onDeploy={(input) =>
            deploy.mutate(
              { versionId, tenant: input.tenant },
              {
                onSuccess: () => {
                  setOpen(false);
                  setChosenTenant(input.tenant);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
