import { Anchor, Group, Stack, Text } from '@mantine/core';
import { sandboxRestVersions, sandboxSoapServices, type Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../lib/clipboard/CopyValue.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { tenantConfigQueryOptions } from './api/tenantTokensApi.ts';
import { TenantInstallations } from './TenantInstallations.tsx';

/** A tenant's configuration (tenantConfig): environment, data centre and the endpoints to call it. */
function Details({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('console');
  const config = useQuery(tenantConfigQueryOptions(tenant.id));
  return (
    <QueryState query={config} errorMessage={t('tenants.page.configFailed')}>
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">
            {t('tenants.page.configSummary', { environment: data.environment, dataCenter: data.dataCenter })}
          </Text>
          <CopyValue label={t('tenants.page.endpoints.rest')} value={data.endpoints.rest} />
          <CopyValue label={t('tenants.page.endpoints.soap')} value={data.endpoints.soap} />
          <CopyValue label={t('tenants.page.endpoints.graphql')} value={data.endpoints.graphql} />
          <CopyValue label={t('tenants.page.endpoints.token')} value={data.endpoints.token} />
          <Text size="sm" fw={600}>
            {t('tenants.page.schemas')}
          </Text>
          <Group gap="sm">
            {Object.entries(sandboxRestVersions).flatMap(([service, versions]) =>
              versions.map((version) => (
                <Anchor
                  key={`${service}${version}`}
                  size="sm"
                  href={`${data.endpoints.rest}/${service}/v${version}/openapi.json`}
                  download
                >
                  {t('tenants.page.schemaLink', { service: t(`tenants.page.services.${service}`), version })}
                </Anchor>
              )),
            )}
            {sandboxSoapServices.map((service) => (
              <Anchor
                key={service}
                size="sm"
                href={`${data.endpoints.soap}/${service}?wsdl`}
                download={`${service}.wsdl`}
              >
                {t('tenants.page.wsdlLink', { service: service.replace('_', ' ') })}
              </Anchor>
            ))}
            <Anchor size="sm" href={data.endpoints.graphqlSchema} download>
              {t('tenants.page.graphqlSchema')}
            </Anchor>
          </Group>
          <TenantInstallations tenant={tenant} />
        </Stack>
      )}
    </QueryState>
  );
}

export function TenantDetails({ tenant, onClose }: { tenant: Tenant | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <PortalModal
      opened={tenant !== null}
      onClose={onClose}
      title={t('tenants.page.configTitle', { tenant: tenant?.name ?? '' })}
      size="large"
    >
      {tenant && <Details tenant={tenant} />}
    </PortalModal>
  );
}
