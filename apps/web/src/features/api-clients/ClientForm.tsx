import { Alert, Button, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type ApiClient, type ApiClientCreate, apiClientCreateSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { companyTenantsQueryOptions } from '../tenants/index.ts';
import { ownerCandidatesQueryOptions } from './api/apiClientsQueries.ts';
import { ClientGrantFields } from './ClientGrantFields.tsx';
import { ClientOwnerField } from './ClientOwnerField.tsx';
import { ClientScopeFields } from './ClientScopeFields.tsx';
import { type ClientFormField, type ClientFormValues, toRequest } from './clientFormValues.ts';
import { scopeOwnerLacks } from './clientOwner.utils.ts';

type Values = ClientFormValues;
type Field = ClientFormField;

type Props = {
  initial: Values;
  /** The client being edited: its owner is shown even when this user could not choose them. */
  client?: ApiClient;
  /** Edit keeps the type a client was created with. */
  editing: boolean;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  serverError: string | null;
  onSubmit: (request: ApiClientCreate) => void;
  onCancel: () => void;
};

/**
 * The fields of an API client, checked here with the server's own rules (contracts)
 * so a mistake shows beside its field before anything is sent; the server checks them again.
 */
export function ClientForm({
  initial,
  client,
  editing,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation('console');
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const tenants = useQuery({ ...companyTenantsQueryOptions(organizationId), enabled: organizationId !== '' });
  const owners = useQuery({ ...ownerCandidatesQueryOptions(organizationId), enabled: organizationId !== '' });
  const candidates = owners.data?.data ?? [];
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = toRequest(values);
    const parsed = apiClientCreateSchema.safeParse(request);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    // The server's rule, from its own list: a portal token acts as the owner, who must hold its scopes.
    const lacking = scopeOwnerLacks(candidates, request.ownerId ?? null, values.scopes);
    if (lacking) {
      setErrors({ ownerId: t('apiClients.form.ownerLacksScope', { scope: lacking }) });
      return;
    }
    onSubmit(request);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput
          label={t('apiClients.fields.name')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <Textarea
          label={t('apiClients.fields.description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
        />
        <ClientGrantFields values={values} errors={errors} editing={editing} set={set} />
        <Textarea
          label={t('apiClients.fields.redirectUris')}
          description={t('apiClients.form.redirectHelp')}
          value={values.redirectUris}
          onChange={(event) => set('redirectUris', event.currentTarget.value)}
          error={errors.redirectUris}
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Textarea
          label={t('apiClients.fields.corsOrigins')}
          description={t('apiClients.form.corsHelp')}
          value={values.corsOrigins}
          onChange={(event) => set('corsOrigins', event.currentTarget.value)}
          error={errors.corsOrigins}
          autosize
          minRows={1}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <ClientScopeFields
          value={values.scopes}
          onChange={(scopes) => set('scopes', scopes)}
          error={errors.scopes}
        />
        <MultiSelect
          label={t('apiClients.fields.tenants')}
          description={t('apiClients.form.tenantsHelp')}
          data={(tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          value={values.tenantIds}
          onChange={(value) => set('tenantIds', value)}
          error={errors.tenantIds ?? (tenants.isError ? t('apiClients.form.tenantsFailed') : undefined)}
          searchable
          required
        />
        <ClientOwnerField
          candidates={candidates}
          currentOwner={client?.owner ?? null}
          scopes={values.scopes}
          value={values.ownerId}
          onChange={(value) => set('ownerId', value)}
          error={errors.ownerId}
        />
        {serverError && (
          <Alert color="red" title={t('apiClients.form.refused')}>
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('apiClients.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
