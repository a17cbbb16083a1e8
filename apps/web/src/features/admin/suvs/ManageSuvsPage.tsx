import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Suv } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { suvsQueryOptions } from './api/suvsApi.ts';
import { useExpireSuvMutation } from './api/suvsMutations.ts';
import { CreateSuvDialog } from './CreateSuvDialog.tsx';
import { ExtendSuvDialog } from './ExtendSuvDialog.tsx';

/**
 * /admin/manage-suvs: staff's short-lived single-user developer tenants. An expired SUV
 * stays listed until the expiry job removes it with its data (within five minutes).
 */
export function ManageSuvsPage() {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(suvsQueryOptions());
  const [creating, setCreating] = useState(false);
  const [extending, setExtending] = useState<Suv | null>(null);
  const [expiring, setExpiring] = useState<Suv | null>(null);
  const expire = useExpireSuvMutation({
    onSuccess: (suv) => {
      setExpiring(null);
      toast.info(t('suvs.expired', { tenant: suv.tenant }));
    },
    onError: () => toast.error(t('suvs.expireFailed')),
  });
  const isExpired = (suv: Suv) => Date.parse(suv.expiresAt) <= Date.now();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('suvs.title')}</Title>
        <Button onClick={() => setCreating(true)}>{t('suvs.createButton')}</Button>
      </Group>
      <Text c="gray.7">{t('suvs.intro')}</Text>
      <QueryState
        query={query}
        errorMessage={t('suvs.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t('suvs.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <DataTable
            minWidth={720}
            columns={[
              t('suvs.columns.tenant'),
              t('suvs.columns.user'),
              t('suvs.columns.template'),
              t('suvs.columns.expires'),
              t('suvs.columns.state'),
              t('suvs.columns.actions'),
            ]}
            rows={loaded.data.map((suv) => ({
              key: suv.id,
              cells: [
                suv.tenant,
                suv.userEmail,
                t(`suvs.templates.${suv.template}`),
                formatDateTime(suv.expiresAt, i18n.language),
                <Badge key="s" color={isExpired(suv) ? 'gray' : 'green'} variant="light">
                  {t(isExpired(suv) ? 'suvs.stateExpired' : 'suvs.stateActive')}
                </Badge>,
                <Group key="a" gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setExtending(suv)}
                    aria-label={t('suvs.extendNamed', { tenant: suv.tenant })}
                  >
                    {t('suvs.extend')}
                  </Button>
                  {!isExpired(suv) && (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setExpiring(suv)}
                      aria-label={t('suvs.expireNamed', { tenant: suv.tenant })}
                    >
                      {t('suvs.expire')}
                    </Button>
                  )}
                </Group>,
              ],
            }))}
          />
        )}
      </QueryState>
      <CreateSuvDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(suv) => {
          toast.info(t('suvs.created', { tenant: suv.tenant, email: suv.userEmail }));
        }}
      />
      <ExtendSuvDialog
        suv={extending}
        onClose={() => setExtending(null)}
        onExtended={(suv) => {
          toast.info(
            t('suvs.extended', { tenant: suv.tenant, date: formatDateTime(suv.expiresAt, i18n.language) }),
          );
        }}
      />
      <ConfirmDialog
        opened={expiring !== null}
        title={t('suvs.expireTitle')}
        confirmLabel={t('suvs.expire')}
        busy={expire.isPending}
        destructive
        onCancel={() => setExpiring(null)}
        onConfirm={() => expiring && expire.mutate(expiring)}
      >
        {t('suvs.expireText', { tenant: expiring?.tenant ?? '', email: expiring?.userEmail ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
