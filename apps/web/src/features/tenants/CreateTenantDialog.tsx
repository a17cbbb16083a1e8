import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { provisionTenantRequestSchema, type Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/http/errorText.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
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

  function submit(event: FormEvent) {
    event.preventDefault();
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
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('tenants.page.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('tenants.page.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The provisioner's create: a development tenant of the company, within its limit. */
export function CreateTenantDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation('console');
  return (
    <PortalModal opened={opened} onClose={onClose} title={t('tenants.page.createTitle')}>
      <CreateTenantForm onClose={onClose} onCreated={onCreated} />
    </PortalModal>
  );
}
