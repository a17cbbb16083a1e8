import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { type Tenant, tenantTokenMinutesLeft } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../lib/clipboard/CopyValue.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { storedToken } from './storedTokens.ts';

type TenantsTableProps = {
  tenants: Tenant[];
  /** The time the minutes left are counted from (the page renders again as they count down). */
  now: number;
  /** Whether the user may reset a development tenant's password or delete it. */
  canManage: boolean;
  /** The tenant whose connect is under way, if any. */
  connecting: string | undefined;
  onConnect: (tenant: Tenant) => void;
  onDisconnect: (tenant: Tenant) => void;
  onDetails: (tenant: Tenant) => void;
  onResetPassword: (tenant: Tenant) => void;
  onDelete: (tenant: Tenant) => void;
};

/** The tenants page's list: each tenant with its environment, the user's token and its actions. */
export function TenantsTable({
  tenants,
  now,
  canManage,
  connecting,
  onConnect,
  onDisconnect,
  onDetails,
  onResetPassword,
  onDelete,
}: TenantsTableProps) {
  const { t } = useTranslation('console');
  return (
    <DataTable
      columns={[
        t('tenants.page.columns.name'),
        t('tenants.page.columns.environment'),
        t('tenants.page.columns.token'),
        t('tenants.page.columns.actions'),
      ]}
      rows={tenants.map((tenant) => {
        const token = storedToken(tenant.id, now);
        const minutes = token ? tenantTokenMinutesLeft(token.expires_at, now) : null;
        return {
          key: tenant.id,
          cells: [
            tenant.name,
            // Its label clips to the cell otherwise: at 375 px 'Development' showed as 'DEVELOPM…'.
            <Badge key="environment" variant="light" miw="max-content">
              {tenant.environment}
            </Badge>,
            minutes === null ? (
              <Text key="token" size="sm" c="gray.7">
                {t('tenants.page.notConnected')}
              </Text>
            ) : (
              <Stack key="token" gap={4}>
                <Text size="sm">{t('tenants.page.minutesLeft', { count: minutes })}</Text>
                <CopyValue label={t('tenants.page.token')} value={token!.access_token} />
              </Stack>
            ),
            <Group key="actions" gap="xs">
              {minutes === null ? (
                <Button
                  size="xs"
                  loading={connecting === tenant.id}
                  onClick={() => onConnect(tenant)}
                  aria-label={t('tenants.page.connectNamed', { tenant: tenant.name })}
                >
                  {t('tenants.page.connect')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onDisconnect(tenant)}
                  aria-label={t('tenants.page.disconnectNamed', { tenant: tenant.name })}
                >
                  {t('tenants.page.disconnect')}
                </Button>
              )}
              <Button
                size="xs"
                variant="light"
                onClick={() => onDetails(tenant)}
                aria-label={t('tenants.page.detailsNamed', { tenant: tenant.name })}
              >
                {t('tenants.page.details')}
              </Button>
              {canManage && tenant.environment === 'Development' && (
                <TenantRowMenu tenant={tenant} onResetPassword={onResetPassword} onDelete={onDelete} />
              )}
            </Group>,
          ],
        };
      })}
    />
  );
}

/** A development tenant's More menu; Delete opens a dialog, and on its close the focus comes back here. */
function TenantRowMenu({
  tenant,
  onResetPassword,
  onDelete,
}: Pick<TenantsTableProps, 'onResetPassword' | 'onDelete'> & { tenant: Tenant }) {
  const { t } = useTranslation('console');
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="subtle" aria-label={t('tenants.page.moreNamed', { tenant: tenant.name })}>
          {t('tenants.page.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onResetPassword(tenant)}>{t('tenants.page.resetPassword')}</Menu.Item>
        <Menu.Item color="red" onClick={() => onDelete(tenant)}>
          {t('tenants.page.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
