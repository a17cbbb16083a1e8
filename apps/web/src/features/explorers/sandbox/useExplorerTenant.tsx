import { Alert, Anchor, Badge, Button, Group, Select } from '@mantine/core';
import { can, type Tenant, tenantTokenMinutesLeft } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConsentDialog, companyTenantsQueryOptions, useTenantToken } from '../../tenants/index.ts';
import { type ClientToken, ClientTokenDialog } from './ClientTokenDialog.tsx';

/**
 * The tenant an explorer calls (?tenant, the company's sandbox by default) and the user's token for it: every
 * explorer starts with this step (docs/product/sandbox.md SANDBOX-9: connect to a tenant).
 */
export function useExplorerTenant() {
  const [search, setSearch] = useSearchParams();
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const tenants = useQuery({ ...companyTenantsQueryOptions(organizationId), enabled: organizationId !== '' });
  const list = tenants.data ?? [];
  const tenant: Tenant | null =
    list.find((candidate) => candidate.name === search.get('tenant')) ??
    list.find((candidate) => candidate.environment === 'Sandbox') ??
    list[0] ??
    null;
  const connection = useTenantToken(tenant);
  // An API client's token, for this tenant only: choosing another tenant forgets it.
  const [clientToken, setClientToken] = useState<(ClientToken & { tenant: string }) | null>(null);
  const asClient = clientToken && clientToken.tenant === tenant?.name ? clientToken : null;
  const accessToken = asClient?.token.access_token ?? connection.token?.access_token ?? null;
  const chooseClientToken = (token: ClientToken | null) =>
    setClientToken(token && tenant ? { ...token, tenant: tenant.name } : null);
  const choose = (name: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('tenant', name);
      return next;
    });
  return { tenants, list, tenant, connection, choose, accessToken, asClient, chooseClientToken };
}

type Explorer = ReturnType<typeof useExplorerTenant>;

/** The tenant picker and the connection state; the loading, error and no-tenant states in its place. */
export function TenantBar({ explorer }: { explorer: Explorer }) {
  const { t } = useTranslation('core');
  const { tenants, list, tenant, connection, choose, asClient, chooseClientToken } = explorer;
  const canUseClients = can(useAccessContext(), { orgPermission: 'clients.read' });
  const [picking, setPicking] = useState(false);
  return (
    <QueryState query={tenants} errorMessage={t('explorers.rest.tenantsFailed')}>
      {() => {
        if (!tenant)
          return (
            <Alert color="blue">
              {t('explorers.rest.noTenants')}{' '}
              <Anchor component={Link} to="/console/tenants" underline="always">
                {t('explorers.rest.toTenants')}
              </Anchor>
            </Alert>
          );
        const minutes = connection.token
          ? tenantTokenMinutesLeft(connection.token.expires_at, Date.now())
          : null;
        return (
          <>
            <Group align="flex-end" gap="md">
              <Select
                label={t('explorers.rest.tenant')}
                data={list.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
                value={tenant.name}
                onChange={(value) => value && choose(value)}
                allowDeselect={false}
                w={220}
              />
              {asClient ? (
                <>
                  <Badge color="blue" variant="light" size="lg">
                    {t('explorers.client.using', {
                      name: asClient.clientName,
                      count: tenantTokenMinutesLeft(asClient.token.expires_at, Date.now()) ?? 0,
                    })}
                  </Badge>
                  <Button variant="default" onClick={() => chooseClientToken(null)}>
                    {t('explorers.client.stop')}
                  </Button>
                </>
              ) : connection.token && minutes !== null ? (
                <Badge color="green" variant="light" size="lg">
                  {t('explorers.rest.connected', { count: minutes })}
                </Badge>
              ) : (
                <Button onClick={() => void connection.connect()} loading={connection.busy}>
                  {t('explorers.rest.connect', { tenant: tenant.name })}
                </Button>
              )}
              {canUseClients && !asClient && (
                <Button variant="subtle" onClick={() => setPicking(true)}>
                  {t('explorers.client.open')}
                </Button>
              )}
            </Group>
            <ClientTokenDialog
              tenant={tenant}
              opened={picking}
              onClose={() => setPicking(false)}
              onToken={chooseClientToken}
            />
            {connection.error && <Alert color="red">{connection.error}</Alert>}
            <ConsentDialog
              request={connection.consent ? { tenant: tenant.name, scopes: connection.consent } : null}
              busy={connection.busy}
              onAllow={() => void connection.allow()}
              onCancel={connection.cancelConsent}
            />
          </>
        );
      }}
    </QueryState>
  );
}
