import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { IntegrationClientPreview, TenantTokenScope } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { companyTenantsQueryOptions } from '../../tenants/index.ts';
import { integrationsApi, useIntegrationsMutation } from './api/integrationsApi.ts';

type Props = { org: string; onClose: () => void; onConnected: (name: string) => void };

/**
 * Connect an integration in two steps: the client's id (its owner company gives it) shows what it is and
 * what it asks for; then the admin chooses the scopes to give it and the tenants it may reach.
 */
export function ConnectIntegrationDialog({ org, onClose, onConnected }: Props) {
  const { t } = useTranslation('console');
  const [clientId, setClientId] = useState('');
  const [preview, setPreview] = useState<IntegrationClientPreview | null>(null);
  const [scopes, setScopes] = useState<TenantTokenScope[]>([]);
  const [tenantIds, setTenantIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const tenants = useQuery({ ...companyTenantsQueryOptions(org), enabled: preview !== null });
  const connect = useIntegrationsMutation(org, () =>
    integrationsApi.connect(org, { clientId: preview!.clientId, scopes, tenantIds }),
  );
  async function lookUp() {
    const id = clientId.trim();
    if (!/^[0-9a-f-]{36}$/i.test(id)) return setProblem(t('integrations.connect.idInvalid'));
    setLooking(true);
    setProblem(null);
    try {
      const found = await integrationsApi.preview(org, id);
      setPreview(found);
      setScopes(found.requestedScopes);
    } catch (error) {
      setProblem(errorText(error, t('integrations.connect.lookupFailed')));
    } finally {
      setLooking(false);
    }
  }

  function submit() {
    if (!preview) return void lookUp();
    if (scopes.length === 0) return setProblem(t('integrations.connect.scopesRequired'));
    if (tenantIds.length === 0) return setProblem(t('integrations.connect.tenantsRequired'));
    setProblem(null);
    connect.mutate(undefined, {
      onSuccess: () => {
        onConnected(preview.name);
        onClose();
      },
      onError: (error) => setProblem(errorText(error, t('integrations.connect.failed'))),
    });
  }

  return (
    <FormModal
      title={t('integrations.connect.title')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      submitLabel={preview ? t('integrations.connect.submit') : t('integrations.connect.lookUp')}
      cancelLabel={t('integrations.cancel')}
      busy={looking || connect.isPending}
    >
      <TextInput
        label={t('integrations.connect.clientId')}
        description={t('integrations.connect.clientIdHint')}
        value={clientId}
        readOnly={preview !== null}
        onChange={(event) => setClientId(event.currentTarget.value)}
        data-autofocus
      />
      {preview && (
        <Stack gap="sm">
          <Text size="sm">
            {t('integrations.connect.found', { name: preview.name, company: preview.ownerCompany })}
          </Text>
          <Checkbox.Group
            label={t('integrations.connect.scopes')}
            description={t('integrations.connect.scopesHint')}
            value={scopes}
            onChange={(value) => setScopes(value as TenantTokenScope[])}
          >
            <Stack gap={6} mt={6}>
              {preview.requestedScopes.map((scope) => (
                <Checkbox key={scope} value={scope} label={scope} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group label={t('integrations.connect.tenants')} value={tenantIds} onChange={setTenantIds}>
            <Stack gap={6} mt={6}>
              {tenants.data?.map((tenant) => (
                <Checkbox key={tenant.id} value={tenant.id} label={tenant.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
      )}
    </FormModal>
  );
}
