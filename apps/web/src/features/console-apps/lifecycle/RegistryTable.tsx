import { Stack, Table, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { licensedRegistryQueryOptions, registryQueryOptions } from '../../shared/apps/api/appsQueries.ts';
import { QueryError } from '../view/QueryError.tsx';

/**
 * Which version of the app runs in which tenant environment (GET /aos/v1/registry). A licensed app's view
 * names its company (`licensee`): its registry is keyed under the company, as each company that runs
 * the app sees only its own tenants.
 */
export function RegistryTable({ app, licensee }: { app: App; licensee?: string | null }) {
  const { t, i18n } = useTranslation('console');
  const isLicensed = licensee !== undefined;
  const owned = useQuery({ ...registryQueryOptions(app.referenceId), enabled: !isLicensed });
  const licensed = useQuery({
    ...licensedRegistryQueryOptions(licensee ?? null, app.referenceId),
    enabled: isLicensed,
  });
  const registry = isLicensed ? licensed : owned;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('appView.registry.title')}
      </Title>
      {registry.isPending ? (
        <DelayedSpinner />
      ) : registry.isError ? (
        <QueryError
          title={t('appView.errors.registry')}
          error={registry.error}
          onRetry={() => void registry.refetch()}
        />
      ) : registry.data.data.length === 0 ? (
        <Text size="sm">{t('appView.registry.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('appView.registry.tenant')}</Table.Th>
                <Table.Th>{t('appView.environment')}</Table.Th>
                <Table.Th>{t('appView.versionColumn')}</Table.Th>
                <Table.Th>{t('appView.registry.deployedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {registry.data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.tenant}</Table.Td>
                  <Table.Td>{t(`appView.environments.${row.environment}`)}</Table.Td>
                  <Table.Td>
                    {t('appView.versionLabel', { version: row.version, number: row.versionNumber })}
                  </Table.Td>
                  <Table.Td>{formatDateTime(row.deployedAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
