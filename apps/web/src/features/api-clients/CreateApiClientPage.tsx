import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ApiClientWithSecret } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/http/errorText.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { toast } from '../../lib/toasts/toasts.ts';
import { useCreateApiClientMutation } from './api/apiClientsMutations.ts';
import { ClientForm } from './ClientForm.tsx';
import { initialValues } from './clientFormValues.ts';
import { SecretOnce } from './SecretOnce.tsx';

/** /console/api-clients/create: register a client, then show its secret once. */
export function CreateApiClientPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const creatorId = useSession().session?.sub ?? null;
  const [created, setCreated] = useState<ApiClientWithSecret | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateApiClientMutation(organizationId, {
    onSuccess: (result) => {
      toast.info(t('apiClients.created', { name: result.client.name }));
      if (result.secret) setCreated(result);
      else navigate(`/console/api-clients/view/${result.client.id}`);
    },
    onError: (error) => setServerError(errorText(error, t('apiClients.form.failed'))),
  });

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/console/api-clients/all" size="sm">
        {t('apiClients.backToList')}
      </Anchor>
      <Title order={1}>{created ? created.client.name : t('apiClients.create.title')}</Title>
      {created?.secret ? (
        <Stack gap="md" maw={760}>
          <SecretOnce client={created.client} secret={created.secret} />
          <Group>
            <Button component={Link} to={`/console/api-clients/view/${created.client.id}`}>
              {t('apiClients.create.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Text c="dimmed">{t('apiClients.create.intro')}</Text>
          <ClientForm
            initial={initialValues(undefined, creatorId)}
            editing={false}
            submitLabel={t('apiClients.create.submit')}
            pending={create.isPending}
            serverError={serverError}
            onSubmit={(request) => {
              setServerError(null);
              create.mutate(request);
            }}
            onCancel={() => navigate('/console/api-clients/all')}
          />
        </>
      )}
    </Stack>
  );
}
