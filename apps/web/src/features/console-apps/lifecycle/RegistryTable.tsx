import { Stack, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { licensedRegistryQueryOptions, registryQueryOptions } from '../api/appsQueries.ts';

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
      <QueryState
        query={registry}
        errorMessage={t('appView.errors.registry')}
        errorDetail={(error) => error.message}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText compact>{t('appView.registry.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          // A card per deployment on a phone: the sideways-scrolling table held nothing to focus, so a
          // keyboard could not scroll it (axe scrollable-region-focusable at 375 px).
          <DataTable
            minWidth={480}
            columns={[
              t('appView.registry.tenant'),
              t('appView.environment'),
              t('appView.versionColumn'),
              t('appView.registry.deployedAt'),
            ]}
            rows={loaded.data.map((row) => ({
              key: row.id,
              cells: [
                row.tenant,
                t(`appView.environments.${row.environment}`),
                t('appView.versionLabel', { version: row.version, number: row.versionNumber }),
                formatDateTime(row.deployedAt, i18n.language),
              ],
            }))}
          />
        )}
      </QueryState>
    </Stack>
  );
}
