import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { adminCatalogQueryOptions } from '../../shared/catalog/api/catalogQueries.ts';
import { CatalogGrid } from '../../shared/catalog/CatalogGrid.tsx';

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
      {query.isError ? (
        <LoadErrorAlert message={t('adminApps.catalog.loadError')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <DelayedSpinner />
      ) : (
        <CatalogGrid entries={query.data.data} emptyText={t('adminApps.catalog.empty')} showPublishedState />
      )}
    </Stack>
  );
}
