import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { ApiClient, ApiClientWithSecret } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { apiClientsApi } from './api/apiClientsApi.ts';
import { SecretOnce } from './SecretOnce.tsx';

/** The overlaps offered: long enough to roll the new secret out, never open-ended (30 days at most). */
const overlaps = [0, 1, 24, 72, 168, 720] as const;

type Props = {
  client: ApiClient | null;
  onClose: () => void;
  onRotated: (result: ApiClientWithSecret) => void;
};

function RotateForm({ client, onClose, onRotated }: Props & { client: ApiClient }) {
  const { t } = useTranslation('console');
  const [overlap, setOverlap] = useState('24');
  const [result, setResult] = useState<ApiClientWithSecret | null>(null);
  const rotate = useMutation({
    mutationFn: () => apiClientsApi.rotate(client.id, Number(overlap)),
    onSuccess: (rotated) => {
      setResult(rotated);
      onRotated(rotated);
    },
    onError: (error) => toast.error(isHttpError(error) ? error.message : t('apiClients.rotate.failed')),
  });

  if (result?.secret)
    return (
      <Stack>
        <SecretOnce client={result.client} secret={result.secret} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('apiClients.rotate.done')}</Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Text size="sm">{t('apiClients.rotate.text')}</Text>
      <Select
        label={t('apiClients.rotate.overlap')}
        value={overlap}
        onChange={(value) => setOverlap(value ?? '24')}
        allowDeselect={false}
        data={overlaps.map((hours) => ({
          value: String(hours),
          label:
            hours === 0
              ? t('apiClients.rotate.noOverlap')
              : hours % 24 === 0
                ? t('apiClients.days', { count: hours / 24 })
                : t('apiClients.rotate.hours', { count: hours }),
        }))}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={rotate.isPending}>
          {t('apiClients.cancel')}
        </Button>
        <Button onClick={() => rotate.mutate()} loading={rotate.isPending}>
          {t('apiClients.rotate.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Rotation (issue 14 item 3): a new secret shown once; the old ones work for the overlap chosen. */
export function RotateSecretDialog({ client, onClose, onRotated }: Props) {
  const { t } = useTranslation('console');
  return (
    <PortalModal
      opened={client !== null}
      onClose={onClose}
      title={t('apiClients.rotate.title', { name: client?.name ?? '' })}
      size="large"
    >
      {client && <RotateForm client={client} onClose={onClose} onRotated={onRotated} />}
    </PortalModal>
  );
}
