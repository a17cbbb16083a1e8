import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { ApiClient, ApiClientWithSecret } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/http/errorText.ts';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { useRotateSecretMutation } from './api/apiClientsMutations.ts';
import { SecretOnce } from './SecretOnce.tsx';

/** The overlaps offered: long enough to roll the new secret out, never open-ended (30 days at most). */
const overlaps = [0, 1, 24, 72, 168, 720] as const;

type Props = { client: ApiClient | null; organizationId: string; onClose: () => void };

/**
 * One modal for both steps, not a FormModal: the new secret is shown in the dialog that asked for it, once,
 * and the user leaves it with Done.
 */
function RotateForm({ client, organizationId, onClose }: Props & { client: ApiClient }) {
  const { t } = useTranslation('console');
  const [overlap, setOverlap] = useState('24');
  const [result, setResult] = useState<ApiClientWithSecret | null>(null);
  const rotate = useRotateSecretMutation(organizationId, client.id, {
    onSuccess: (rotated) => setResult(rotated),
    onError: (error) => toast.error(errorText(error, t('apiClients.rotate.failed'))),
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
        <Button onClick={() => rotate.mutate(Number(overlap))} loading={rotate.isPending}>
          {t('apiClients.rotate.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Rotation (docs/product/api-clients.md CLIENTS-2): a new secret shown once; the old ones work for the
 * overlap chosen.
 */
export function RotateSecretDialog({ client, organizationId, onClose }: Props) {
  const { t } = useTranslation('console');
  return (
    <PortalModal
      opened={client !== null}
      onClose={onClose}
      title={t('apiClients.rotate.title', { name: client?.name ?? '' })}
      size="large"
    >
      {client && <RotateForm client={client} organizationId={organizationId} onClose={onClose} />}
    </PortalModal>
  );
}
