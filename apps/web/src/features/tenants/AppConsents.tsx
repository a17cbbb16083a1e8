import { Alert, Button, Table, Text, Title } from '@mantine/core';
import type { ClientConsent } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../lib/format/dates.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { scopeLabel } from '../shared/tenants/scopeLabels.ts';
import { tenantTokenKeys, tenantTokensApi } from './api/tenantTokensApi.ts';

/**
 * The applications (API clients of the company) the user allowed to act for them on a tenant, through the
 * authorization code flow; withdrawing one stops that application's tokens for them at once.
 */
export function AppConsents({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const consents = useQuery({
    queryKey: tenantTokenKeys.appConsents(organizationId),
    queryFn: ({ signal }) => tenantTokensApi.appConsents(signal),
    enabled: organizationId !== '',
  });
  const [withdrawing, setWithdrawing] = useState<ClientConsent | null>(null);
  const withdraw = useMutation({
    mutationFn: (consent: ClientConsent) => tenantTokensApi.withdrawAppConsent(consent.client.id, consent.id),
    onSuccess: (_result, consent) => {
      setWithdrawing(null);
      void queryClient.invalidateQueries({ queryKey: tenantTokenKeys.appConsents(organizationId) });
      toast.info(t('tenants.apps.withdrawn', { name: consent.client.name }));
    },
    onError: (error) => {
      setWithdrawing(null);
      toast.error(isHttpError(error) ? error.message : t('tenants.apps.withdrawFailed'));
    },
  });

  return (
    <>
      <Title order={2} size="h3">
        {t('tenants.apps.title')}
      </Title>
      {consents.isError ? (
        <Alert color="red">{t('tenants.apps.loadFailed')}</Alert>
      ) : consents.isPending ? (
        <DelayedSpinner />
      ) : consents.data.data.length === 0 ? (
        <Text c="gray.7">{t('tenants.apps.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('tenants.apps.application')}</Table.Th>
                <Table.Th scope="col">{t('tenants.page.columns.tenant')}</Table.Th>
                <Table.Th scope="col">{t('tenants.page.columns.scopes')}</Table.Th>
                <Table.Th scope="col">{t('tenants.page.columns.granted')}</Table.Th>
                <Table.Th scope="col">{t('tenants.page.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {consents.data.data.map((consent) => (
                <Table.Tr key={consent.id}>
                  <Table.Td>{consent.client.name}</Table.Td>
                  <Table.Td>{consent.tenant}</Table.Td>
                  <Table.Td>{consent.scopes.map((scope) => scopeLabel(t, scope)).join(', ')}</Table.Td>
                  <Table.Td>{formatTimestamp(consent.grantedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setWithdrawing(consent)}
                      aria-label={t('tenants.apps.withdrawNamed', { name: consent.client.name })}
                    >
                      {t('tenants.page.withdraw')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('tenants.apps.withdrawTitle', { name: withdrawing?.client.name ?? '' })}
        confirmLabel={t('tenants.page.withdraw')}
        busy={withdraw.isPending}
        destructive
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      >
        {t('tenants.apps.withdrawText', {
          name: withdrawing?.client.name ?? '',
          tenant: withdrawing?.tenant ?? '',
        })}
      </ConfirmDialog>
    </>
  );
}
