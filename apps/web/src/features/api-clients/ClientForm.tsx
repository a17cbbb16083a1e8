import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type ApiClient,
  type ApiClientCreate,
  type ApiClientGrantType,
  type ApiClientScope,
  type ApiClientType,
  apiClientCreateSchema,
  apiClientGrantTypes,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { companyTenantsQueryOptions } from '../shared/tenants/tenantsApi.ts';
import { ownerCandidatesQueryOptions } from './api/apiClientsQueries.ts';
import { ClientOwnerField } from './ClientOwnerField.tsx';
import { ClientScopeFields } from './ClientScopeFields.tsx';
import { grantLabel, typeLabel } from './clientLabels.tsx';
import { scopeOwnerLacks } from './clientOwner.utils.ts';

type Values = {
  name: string;
  description: string;
  type: ApiClientType;
  grantTypes: ApiClientGrantType[];
  redirectUris: string;
  corsOrigins: string;
  scopes: ApiClientScope[];
  tenantIds: string[];
  ownerId: string | null;
  integration: boolean;
  /** Days a refresh token lives, as typed; '' when they never expire. */
  refreshTokenDays: string;
};
type Field = keyof Values;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A new client starts owned by `creatorId` (issue 35 item 14: the server's default too), an edited one
 * by its owner.
 */
export function initialValues(client?: ApiClient, creatorId: string | null = null): Values {
  return {
    name: client?.name ?? '',
    description: client?.description ?? '',
    type: client?.type ?? 'confidential',
    grantTypes: client?.grantTypes ?? ['client_credentials'],
    redirectUris: client?.redirectUris.join('\n') ?? '',
    corsOrigins: client?.corsOrigins.join('\n') ?? '',
    scopes: client?.scopes ?? [],
    tenantIds: client?.tenants.map((tenant) => tenant.id) ?? [],
    ownerId: client ? (client.owner?.id ?? null) : creatorId,
    integration: client?.integration ?? false,
    refreshTokenDays: client?.refreshTokenDays
      ? String(client.refreshTokenDays)
      : client?.integration
        ? ''
        : '30',
  };
}

/** The request a form's values make: the same shape for create and edit (edit drops the type). */
export const toRequest = (values: Values): ApiClientCreate => ({
  ...values,
  redirectUris: lines(values.redirectUris),
  corsOrigins: lines(values.corsOrigins),
  refreshTokenDays:
    values.integration && values.refreshTokenDays.trim() !== '' ? Number(values.refreshTokenDays) : null,
});

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
 * The fields of an API client (issue 14 item 1), checked here with the server's own rules (contracts)
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

  const types: ApiClientType[] = editing ? [values.type] : ['confidential', 'public'];
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
        <Radio.Group
          label={t('apiClients.fields.type')}
          description={editing ? t('apiClients.form.typeFixed') : t('apiClients.form.typeHelp')}
          value={values.type}
          onChange={(value) => set('type', value as ApiClientType)}
        >
          <Group mt="xs">
            {types.map((type) => (
              <Radio key={type} value={type} label={typeLabel(t, type)} disabled={editing} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox.Group
          label={t('apiClients.fields.grantTypes')}
          value={values.grantTypes}
          onChange={(value) => set('grantTypes', value as ApiClientGrantType[])}
          error={errors.grantTypes}
        >
          <Group mt="xs">
            {apiClientGrantTypes.map((grant) => (
              <Checkbox key={grant} value={grant} label={grantLabel(t, grant)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label={t('apiClients.fields.integration')}
          description={t('apiClients.form.integrationHelp')}
          checked={values.integration}
          onChange={(event) => set('integration', event.currentTarget.checked)}
          error={errors.integration}
        />
        {values.integration && (
          <Group align="flex-end" gap="md">
            <TextInput
              label={t('apiClients.fields.refreshTokenDays')}
              description={t('apiClients.form.refreshTokenDaysHelp')}
              inputMode="numeric"
              value={values.refreshTokenDays}
              onChange={(event) => set('refreshTokenDays', event.currentTarget.value)}
              error={errors.refreshTokenDays}
              disabled={values.refreshTokenDays === ''}
              w={260}
            />
            <Checkbox
              label={t('apiClients.form.neverExpire')}
              checked={values.refreshTokenDays === ''}
              onChange={(event) => set('refreshTokenDays', event.currentTarget.checked ? '' : '30')}
              mb={8}
            />
          </Group>
        )}
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
