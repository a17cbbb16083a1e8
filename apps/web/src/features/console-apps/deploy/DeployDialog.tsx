import { Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { type AppVersion, type Environment, regionInfo, type TenantAvailability } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { availabilityQueryOptions } from '../api/appsQueries.ts';

export type DeployInput = { tenant: string; environment: Environment };

type DeployFormProps = {
  version: AppVersion;
  onCancel: () => void;
  onDeploy: (input: DeployInput) => void;
  isBusy: boolean;
  error: string | null;
};

/**
 * Deploy a version to one of the company's tenants; the tenant's environment is where it runs. The tenants
 * come from appAvailability: one that cannot take the version (licence, region, stage, entitlement) is
 * listed but disabled, with the reason, so deploy is not tried to fail. A Production tenant changes what
 * customers run: the user acknowledges that first.
 */
export function DeployDialog({
  opened,
  onClose,
  ...form
}: Omit<DeployFormProps, 'onCancel'> & { opened: boolean; onClose: () => void }) {
  return opened && <DeployForm {...form} onCancel={onClose} />;
}

function DeployForm({ version, onCancel, onDeploy, isBusy, error }: DeployFormProps) {
  const { t } = useTranslation('console');
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const tenants = useQuery(availabilityQueryOptions(organizationId, version.appId, version.id));
  const [tenantName, setTenantName] = useState<string | null>(null);
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const [isTouched, setIsTouched] = useState(false);
  const choices = tenants.data?.tenants ?? [];
  const chosen = choices.find((choice) => choice.available && choice.name === tenantName);
  const needsAcknowledgement = chosen?.environment === 'Production';

  function handleSubmit() {
    setIsTouched(true);
    if (!chosen || (needsAcknowledgement && !isAcknowledged)) return;
    onDeploy({ tenant: chosen.name, environment: chosen.environment });
  }

  const environmentOf = (environment: Environment) => t(`appView.environments.${environment}`);
  const optionLabel = (tenant: TenantAvailability) =>
    t('tenants.deploy.option', { name: tenant.name, environment: environmentOf(tenant.environment) });
  const appRegion = tenants.data?.appRegion;
  const reasonOf = ({ reason, environment, region }: TenantAvailability) => {
    if (!reason) return null;
    const regionName = (name: typeof region) => regionInfo[name].displayName;
    return t(`tenants.deploy.reasons.${reason.code}`, {
      stage: environmentOf(version.environment),
      environment: environmentOf(environment),
      region: regionName(region),
      appRegion: appRegion ? regionName(appRegion) : '',
      limit: reason.limit ?? 0,
    });
  };

  return (
    <FormModal
      size="small"
      title={t('appView.deploy.title', { version: version.version })}
      onClose={onCancel}
      onSubmit={handleSubmit}
      noValidate
      staysWhileBusy
      problem={error}
      problemTitle={t('appView.deploy.failed')}
      submitLabel={t('appView.deploy.submit')}
      cancelLabel={t('appView.cancel')}
      busy={isBusy}
      submitDisabled={choices.length === 0}
    >
      <QueryState
        query={tenants}
        errorMessage={t('tenants.loadFailed')}
        errorDetail={(error) => error.message}
        loading={
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('tenants.deploy.loading')}</Text>
          </Group>
        }
        empty={{
          when: () => choices.length === 0,
          show: (
            <Stack gap={4}>
              <Text fw={500}>{t('tenants.empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('tenants.deploy.emptyHint')}
              </Text>
            </Stack>
          ),
        }}
      >
        {() => (
          <Select
            label={t('appView.deploy.tenant')}
            description={
              choices.some((choice) => !choice.available)
                ? t('tenants.deploy.hint', { stage: environmentOf(version.environment) })
                : undefined
            }
            placeholder={t('tenants.deploy.placeholder')}
            data={choices.map((choice) => ({
              value: choice.name,
              label: optionLabel(choice),
              disabled: !choice.available,
            }))}
            renderOption={({ option }) => {
              const choice = choices.find((c) => c.name === option.value);
              const reason = choice ? reasonOf(choice) : null;
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {reason && <Text size="xs">{reason}</Text>}
                </Stack>
              );
            }}
            value={tenantName}
            onChange={setTenantName}
            error={isTouched && !chosen ? t('tenants.deploy.required') : undefined}
            required
            searchable
            nothingFoundMessage={t('tenants.deploy.nothingFound')}
            // In a portal: inside the modal the list would be clipped by the modal's scroll area.
            comboboxProps={{ withinPortal: true }}
            // No scroll area: with every tenant disabled the arrows reach no option, and a list that scrolls
            // would be a region no key reaches (axe: scrollable-region-focusable). A company's tenants are
            // few (development tenants are an entitlement), so the whole list shows.
            withScrollArea={false}
            data-autofocus
          />
        )}
      </QueryState>
      {needsAcknowledgement && (
        <Checkbox
          label={t('appView.deploy.productionAcknowledge')}
          checked={isAcknowledged}
          onChange={(event) => setIsAcknowledged(event.currentTarget.checked)}
          error={isTouched && !isAcknowledged ? t('appView.deploy.acknowledgeRequired') : undefined}
        />
      )}
    </FormModal>
  );
}
