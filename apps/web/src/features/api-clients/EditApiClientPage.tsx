import { Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/http/errorText.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useUpdateApiClientMutation } from './api/apiClientsMutations.ts';
import { ClientForm } from './ClientForm.tsx';
import { initialValues } from './clientFormValues.ts';
import { useClientRoute } from './useClientRoute.ts';

/** /console/api-clients/view/{id}/edit: every field but the type; taken-away scopes and tenants end tokens. */
export function EditApiClientPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { id, organizationId, client, missing } = useClientRoute();
  const [serverError, setServerError] = useState<string | null>(null);
  const view = `/console/api-clients/view/${id}`;
  const update = useUpdateApiClientMutation(organizationId, id, {
    onSuccess: (saved) => {
      toast.info(t('apiClients.saved', { name: saved.name }));
      navigate(view);
    },
    onError: (error) => setServerError(errorText(error, t('apiClients.form.failed'))),
  });

  if (missing) return null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={view} size="sm">
        {t('apiClients.backToClient')}
      </Anchor>
      <Title order={1}>{t('apiClients.edit.title', { name: client.data?.name ?? '' })}</Title>
      <QueryState query={client} errorMessage={t('apiClients.view.loadFailed')}>
        {(data) => (
          <ClientForm
            initial={initialValues(data)}
            client={data}
            editing
            submitLabel={t('apiClients.edit.submit')}
            pending={update.isPending}
            serverError={serverError}
            onSubmit={({ type: _type, ...request }) => {
              setServerError(null);
              update.mutate(request);
            }}
            onCancel={() => navigate(view)}
          />
        )}
      </QueryState>
    </Stack>
  );
}
