import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  type AppVersion,
  deployableEnvironments,
  deployRequestSchema,
  type Environment,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';

export type DeployInput = { tenant: string; environment: Environment };

/**
 * Deploy a version to a tenant environment. There is no company tenants API to pick from, so the tenant
 * is typed and checked with the contracts' rule (the server checks it again). A Production tenant changes
 * what customers run: the user acknowledges that first.
 */
export function DeployDialog({
  version,
  opened,
  onClose,
  onDeploy,
  isBusy,
  error,
}: {
  version: AppVersion;
  opened: boolean;
  onClose: () => void;
  onDeploy: (input: DeployInput) => void;
  isBusy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('console');
  return (
    <PortalModal
      opened={opened}
      onClose={onClose}
      title={t('appView.deploy.title', { version: version.version })}
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy}
    >
      <DeployForm version={version} onCancel={onClose} onDeploy={onDeploy} isBusy={isBusy} error={error} />
    </PortalModal>
  );
}

function DeployForm({
  version,
  onCancel,
  onDeploy,
  isBusy,
  error,
}: {
  version: AppVersion;
  onCancel: () => void;
  onDeploy: (input: DeployInput) => void;
  isBusy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('console');
  const environments = deployableEnvironments(version.environment);
  const [tenant, setTenant] = useState('');
  const [environment, setEnvironment] = useState<Environment>(environments.at(-1) ?? 'Development');
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const [isTouched, setIsTouched] = useState(false);
  const isTenantValid = deployRequestSchema.shape.tenant.safeParse(tenant).success;
  const needsAcknowledgement = environment === 'Production';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (!isTenantValid || (needsAcknowledgement && !isAcknowledged)) return;
    onDeploy({ tenant, environment });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('appView.deploy.tenant')}
          description={t('appView.deploy.tenantHint')}
          value={tenant}
          onChange={(event) => setTenant(event.currentTarget.value)}
          error={isTouched && !isTenantValid ? t('appView.deploy.tenantInvalid') : undefined}
          required
          data-autofocus
        />
        <Select
          label={t('appView.deploy.environment')}
          data={environments.map((value) => ({ value, label: t(`appView.environments.${value}`) }))}
          value={environment}
          onChange={(value) => value && setEnvironment(value as Environment)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {needsAcknowledgement && (
          <Checkbox
            label={t('appView.deploy.productionAcknowledge')}
            checked={isAcknowledged}
            onChange={(event) => setIsAcknowledged(event.currentTarget.checked)}
            error={isTouched && !isAcknowledged ? t('appView.deploy.acknowledgeRequired') : undefined}
          />
        )}
        {error && (
          <Alert color="red" role="alert" title={t('appView.deploy.failed')}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isBusy}>
            {t('appView.cancel')}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t('appView.deploy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
