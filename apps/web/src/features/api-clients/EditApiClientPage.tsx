import { Anchor, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../lib/loading/LoadErrorAlert.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { apiClientKeys, apiClientsApi } from './api/apiClientsApi.ts';
import { ClientForm, initialValues } from './ClientForm.tsx';
import { useClientRoute } from './useClientRoute.ts';

/** /console/api-clients/view/{id}/edit: every field but the type; taken-away scopes and tenants end tokens. */
export function EditApiClientPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, organizationId, client, missing } = useClientRoute();
  const [serverError, setServerError] = useState<string | null>(null);
  const view = `/console/api-clients/view/${id}`;
  const update = useMutation({
    mutationFn: (request: Parameters<typeof apiClientsApi.update>[1]) => apiClientsApi.update(id, request),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: apiClientKeys.all(organizationId) });
      toast.info(t('apiClients.saved', { name: saved.name }));
      navigate(view);
    },
    onError: (error) => setServerError(isHttpError(error) ? error.message : t('apiClients.form.failed')),
  });

  if (missing) return null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={view} size="sm">
        {t('apiClients.backToClient')}
      </Anchor>
      <Title order={1}>{t('apiClients.edit.title', { name: client.data?.name ?? '' })}</Title>
      {client.isError ? (
        <LoadErrorAlert message={t('apiClients.view.loadFailed')} onRetry={() => void client.refetch()} />
      ) : client.isPending ? (
        <DelayedSpinner />
      ) : (
        <ClientForm
          initial={initialValues(client.data)}
          client={client.data}
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
    </Stack>
  );
}
