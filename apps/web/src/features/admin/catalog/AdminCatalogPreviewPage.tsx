import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { adminCatalogQueryOptions, CatalogGrid } from '../../app-catalog/index.ts';

/** The catalog as the public sees it, with the entries the public does not see marked as such. */
export function AdminCatalogPreviewPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(adminCatalogQueryOptions());
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/app-catalog" size="sm">
        {t('adminApps.catalog.backToManagement')}
      </Anchor>
      <Title order={1}>{t('adminApps.catalog.previewTitle')}</Title>
      <Alert color="blue" variant="light">
        {t('adminApps.catalog.previewNote')}
      </Alert>
      <QueryState query={query} errorMessage={t('adminApps.catalog.loadError')}>
        {(loaded) => (
          <CatalogGrid entries={loaded.data} emptyText={t('adminApps.catalog.empty')} showPublishedState />
        )}
      </QueryState>
    </Stack>
  );
}
