import type { ClientConsent } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useWithdrawAppConsentMutation } from './api/tenantsMutations.ts';
import { appConsentsQueryOptions } from './api/tenantTokensApi.ts';
import { ConsentTable } from './ConsentTable.tsx';

/**
 * The applications (API clients of the company) the user allowed to act for them on a tenant, through the
 * authorization code flow; withdrawing one stops that application's tokens for them at once.
 */
export function AppConsents({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('console');
  const consents = useQuery({ ...appConsentsQueryOptions(organizationId), enabled: organizationId !== '' });
  const [withdrawing, setWithdrawing] = useState<ClientConsent | null>(null);
  const withdraw = useWithdrawAppConsentMutation(organizationId, {
    onSuccess: (_result, consent) => {
      setWithdrawing(null);
      toast.info(t('tenants.apps.withdrawn', { name: consent.client.name }));
    },
    onError: (error) => {
      setWithdrawing(null);
      toast.error(errorText(error, t('tenants.apps.withdrawFailed')));
    },
  });

  return (
    <>
      <ConsentTable
        title={t('tenants.apps.title')}
        query={consents}
        texts={{
          failed: t('tenants.apps.loadFailed'),
          none: t('tenants.apps.none'),
          withdrawNamed: (consent) => t('tenants.apps.withdrawNamed', { name: consent.client.name }),
        }}
        who={{ header: t('tenants.apps.application'), cell: (consent) => consent.client.name }}
        onWithdraw={setWithdrawing}
      />
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
