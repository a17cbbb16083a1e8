import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  can,
  type IntegrationCredentials,
  type Tenant,
  type TenantConsent,
  type TenantTokenScope,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../lib/clipboard/CopyValue.tsx';
import { errorText } from '../../lib/http/errorText.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { AppConsents } from './AppConsents.tsx';
import { companyTenantsQueryOptions } from './api/tenantsApi.ts';
import {
  useAllowTenantMutation,
  useConnectTenantMutation,
  useDeprovisionTenantMutation,
  useDisconnectTenantMutation,
  useResetTenantPasswordMutation,
  useWithdrawTenantConsentMutation,
} from './api/tenantsMutations.ts';
import { consentsQueryOptions } from './api/tenantTokensApi.ts';
import { ConsentDialog } from './ConsentDialog.tsx';
import { ConsentTable } from './ConsentTable.tsx';
import { CreateTenantDialog } from './CreateTenantDialog.tsx';
import { forgetToken, storeToken } from './storedTokens.ts';
import { TenantDetails } from './TenantDetails.tsx';
import { TenantsTable } from './TenantsTable.tsx';
import { useTicks } from './useTicks.ts';

/**
 * /console/tenants (docs/product/tenants.md TENANTS-2): the company's tenants with their environment and
 * configuration, a tenant token for the signed-in user (after a consent where one is needed), the user's
 * consents, and the provisioner's development tenants for those who may manage tenants.
 */
export function TenantsPage() {
  const { t } = useTranslation('console');
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const canManage = can(useAccessContext(), { orgPermission: 'tenants.manage' });
  const tenants = useQuery({ ...companyTenantsQueryOptions(organizationId), enabled: organizationId !== '' });
  const consents = useQuery({ ...consentsQueryOptions(organizationId), enabled: organizationId !== '' });
  useTicks(15_000);
  const now = Date.now();
  const [, setTokensChanged] = useState(0);
  const [details, setDetails] = useState<Tenant | null>(null);
  const [consentFor, setConsentFor] = useState<{ tenant: Tenant; scopes: TenantTokenScope[] } | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Tenant | null>(null);
  const [withdrawing, setWithdrawing] = useState<TenantConsent | null>(null);
  const [credentials, setCredentials] = useState<IntegrationCredentials | null>(null);
  const [authError, setAuthError] = useState(false);

  const failed = (error: unknown, fallback: string) => {
    if (isHttpError(error) && (error.status === 401 || error.status === 403)) setAuthError(true);
    else toast.error(errorText(error, fallback));
  };

  const connect = useConnectTenantMutation({
    onSuccess: (answer, tenant) => {
      if ('consent' in answer) {
        setConsentFor({ tenant, scopes: answer.consent });
        return;
      }
      storeToken(answer.token);
      setTokensChanged((n) => n + 1);
      toast.info(t('tenants.page.connected', { tenant: tenant.name }));
    },
    onError: (error) => failed(error, t('tenants.page.connectFailed')),
  });
  const allow = useAllowTenantMutation(organizationId, {
    onSuccess: (_consent, { tenant }) => {
      setConsentFor(null);
      connect.mutate(tenant);
    },
    onError: (error) => failed(error, t('tenants.page.consentFailed')),
  });
  const disconnect = useDisconnectTenantMutation({
    onSettled: (_result, _error, tenant) => {
      // Forgotten here either way: a token the server could not revoke still expires within the hour.
      forgetToken(tenant.id);
      setTokensChanged((n) => n + 1);
    },
    onError: (error) => failed(error, t('tenants.page.disconnectFailed')),
  });
  const withdraw = useWithdrawTenantConsentMutation(organizationId, {
    onSuccess: (_result, consent) => {
      setWithdrawing(null);
      forgetToken(consent.tenantId);
      setTokensChanged((n) => n + 1);
      toast.info(t('tenants.page.withdrawn', { tenant: consent.tenant }));
    },
    onError: (error) => failed(error, t('tenants.page.withdrawFailed')),
  });
  const remove = useDeprovisionTenantMutation(organizationId, {
    onSuccess: (_result, tenant) => {
      setDeleting(null);
      forgetToken(tenant.id);
      toast.info(t('tenants.page.deleted', { tenant: tenant.name }));
    },
    onError: (error) => {
      setDeleting(null);
      failed(error, t('tenants.page.deleteFailed'));
    },
  });
  const resetPassword = useResetTenantPasswordMutation({
    onSuccess: setCredentials,
    onError: (error) => failed(error, t('tenants.page.resetFailed')),
  });

  if (authError)
    return (
      <Alert color="red" title={t('tenants.page.authError')}>
        <Button mt="sm" variant="default" onClick={() => window.location.reload()}>
          {t('tenants.page.refresh')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('tenants.page.title')}</Title>
        {canManage && <Button onClick={() => setCreating(true)}>{t('tenants.page.createButton')}</Button>}
      </Group>
      <Text c="gray.7">{t('tenants.page.intro')}</Text>
      <QueryState
        query={tenants}
        errorMessage={t('tenants.loadFailed')}
        empty={{
          when: (data) => data.length === 0,
          show: <EmptyText>{t('tenants.empty')}</EmptyText>,
        }}
      >
        {(data) => (
          <TenantsTable
            tenants={data}
            now={now}
            canManage={canManage}
            connecting={connect.isPending ? connect.variables?.id : undefined}
            onConnect={(tenant) => connect.mutate(tenant)}
            onDisconnect={(tenant) => disconnect.mutate(tenant)}
            onDetails={setDetails}
            onResetPassword={(tenant) => resetPassword.mutate(tenant)}
            onDelete={setDeleting}
          />
        )}
      </QueryState>

      <ConsentTable
        title={t('tenants.page.consentsTitle')}
        query={consents}
        texts={{
          failed: t('tenants.page.consentsFailed'),
          none: t('tenants.page.noConsents'),
          withdrawNamed: (consent) => t('tenants.page.withdrawNamed', { tenant: consent.tenant }),
        }}
        onWithdraw={setWithdrawing}
      />

      <AppConsents organizationId={organizationId} />

      <TenantDetails tenant={details} onClose={() => setDetails(null)} />
      <ConsentDialog
        request={consentFor && { tenant: consentFor.tenant.name, scopes: consentFor.scopes }}
        busy={allow.isPending || connect.isPending}
        onCancel={() => setConsentFor(null)}
        onAllow={() => consentFor && allow.mutate(consentFor)}
      />
      <CreateTenantDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(tenant) => {
          toast.info(t('tenants.page.created', { tenant: tenant.name }));
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tenants.page.deleteTitle', { tenant: deleting?.name ?? '' })}
        confirmLabel={t('tenants.page.delete')}
        busy={remove.isPending}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        {t('tenants.page.deleteText', { tenant: deleting?.name ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('tenants.page.withdrawTitle')}
        confirmLabel={t('tenants.page.withdraw')}
        busy={withdraw.isPending}
        destructive
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      >
        {t('tenants.page.withdrawText', { tenant: withdrawing?.tenant ?? '' })}
      </ConfirmDialog>
      <PortalModal
        opened={credentials !== null}
        onClose={() => setCredentials(null)}
        title={t('tenants.page.passwordTitle')}
      >
        {credentials && (
          <Stack gap="sm">
            <Text size="sm">{t('tenants.page.passwordText')}</Text>
            <CopyValue label={t('tenants.page.username')} value={credentials.username} />
            <CopyValue label={t('tenants.page.password')} value={credentials.password} />
          </Stack>
        )}
      </PortalModal>
    </Stack>
  );
}
