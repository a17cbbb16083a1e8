import { Text, TextInput } from '@mantine/core';
import { provisionTenantRequestSchema, type Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/http/errorText.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { FormModal } from '../../lib/modals/FormModal.tsx';
import { entitlementsQueryOptions } from '../account/index.ts';
import { useProvisionTenantMutation } from './api/tenantsMutations.ts';

type Props = { opened: boolean; onClose: () => void; onCreated: (tenant: Tenant) => void };

function CreateTenantForm({ onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const org = useCompany().selected?.organizationUuid ?? '';
  const create = useProvisionTenantMutation(org);
  const entitlements = useQuery({ ...entitlementsQueryOptions(org, false), enabled: !!org });
  const tenantLimit = entitlements.data?.usage.find((usage) => usage.measure === 'developmentTenants');

  function submit() {
    const parsed = provisionTenantRequestSchema.safeParse({ name: name.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data.name, {
      onSuccess: (tenant) => {
        onCreated(tenant);
        onClose();
      },
      // The server says why (the company's limit, a name in use).
      onError: (failure) => setError(errorText(failure, t('tenants.page.createFailed'))),
    });
  }

  return (
    <FormModal
      size="small"
      title={t('tenants.page.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      problem={null}
      submitLabel={t('tenants.page.create')}
      cancelLabel={t('tenants.page.cancel')}
      busy={create.isPending}
    >
      {tenantLimit && tenantLimit.limit !== null && (
        <Text size="sm">
          {t('tenants.page.createText', { limit: tenantLimit.limit, used: tenantLimit.used })}
        </Text>
      )}
      <TextInput
        label={t('tenants.page.name')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        required
        data-autofocus
      />
    </FormModal>
  );
}

/** The provisioner's create: a development tenant of the company, within its limit. */
export function CreateTenantDialog({ opened, onClose, onCreated }: Props) {
  return opened && <CreateTenantForm onClose={onClose} onCreated={onCreated} />;
}
