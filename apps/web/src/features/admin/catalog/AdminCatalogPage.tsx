import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { CatalogEntry } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { adminCatalogQueryOptions } from '../../app-catalog/index.ts';
import { useSetCatalogPublishedMutation } from './api/catalogMutations.ts';

/** /admin/app-catalog: every entry with its state; staff publish and withdraw (withdraw confirmed). */
export function AdminCatalogPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(adminCatalogQueryOptions());
  const [withdrawing, setWithdrawing] = useState<CatalogEntry | null>(null);
  const change = useSetCatalogPublishedMutation({
    onSuccess: (entry) => {
      setWithdrawing(null);
      toast.info(
        t(entry.published ? 'adminApps.catalog.published' : 'adminApps.catalog.withdrawn', {
          name: entry.title,
        }),
      );
    },
    onError: () => toast.error(t('adminApps.catalog.changeError')),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('adminApps.catalog.title')}</Title>
        <Anchor component={Link} to="/admin/app-catalog/preview">
          {t('adminApps.catalog.previewLink')}
        </Anchor>
      </Group>
      <QueryState
        query={query}
        errorMessage={t('adminApps.catalog.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t('adminApps.catalog.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <DataTable
            columns={[
              t('adminApps.catalog.columns.title'),
              t('adminApps.catalog.columns.sample'),
              t('adminApps.catalog.columns.type'),
              t('adminApps.catalog.columns.state'),
              t('adminApps.catalog.columns.actions'),
            ]}
            rows={loaded.data.map((entry) => ({
              key: entry.id,
              cells: [
                entry.title,
                entry.sample,
                entry.type,
                <Badge key="s" color={entry.published ? 'green' : 'orange'} variant="light">
                  {t(
                    entry.published ? 'adminApps.catalog.statePublished' : 'adminApps.catalog.stateWithdrawn',
                  )}
                </Badge>,
                entry.published ? (
                  <Button
                    key="a"
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => setWithdrawing(entry)}
                    aria-label={t('adminApps.catalog.withdrawNamed', { name: entry.title })}
                  >
                    {t('adminApps.catalog.withdraw')}
                  </Button>
                ) : (
                  <Button
                    key="a"
                    size="xs"
                    variant="light"
                    loading={change.isPending && change.variables?.entry.id === entry.id}
                    onClick={() => change.mutate({ entry, published: true })}
                    aria-label={t('adminApps.catalog.publishNamed', { name: entry.title })}
                  >
                    {t('adminApps.catalog.publish')}
                  </Button>
                ),
              ],
            }))}
          />
        )}
      </QueryState>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('adminApps.catalog.confirmTitle')}
        confirmLabel={t('adminApps.catalog.withdraw')}
        busy={change.isPending}
        destructive
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && change.mutate({ entry: withdrawing, published: false })}
      >
        {t('adminApps.catalog.confirmText', { name: withdrawing?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
