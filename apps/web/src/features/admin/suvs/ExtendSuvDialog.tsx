import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { extendSuvRequestSchema, type Suv, suvMaxDays } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { useExtendSuvMutation } from './api/suvsMutations.ts';

type Props = { suv: Suv | null; onClose: () => void; onExtended: (suv: Suv) => void };

function ExtendSuvForm({ suv, onClose, onExtended }: Props & { suv: Suv }) {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<number | string>(7);
  const [error, setError] = useState<string | undefined>();
  const extend = useExtendSuvMutation(suv.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = extendSuvRequestSchema.safeParse({ days });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    extend.mutate(parsed.data.days, {
      onSuccess: (extended) => {
        onExtended(extended);
        onClose();
      },
      onError: (failure) => setError(errorText(failure, t('suvs.extendFailed'))),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('suvs.extendText', { tenant: suv.tenant })}</Text>
        <NumberInput
          label={t('suvs.days')}
          min={1}
          max={suvMaxDays}
          clampBehavior="none"
          value={days}
          onChange={(value) => {
            setDays(value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={extend.isPending}>
            {t('suvs.cancel')}
          </Button>
          <Button type="submit" loading={extend.isPending}>
            {t('suvs.extend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** More days for a SUV, from the later of now and its expiry. */
export function ExtendSuvDialog({ suv, onClose, onExtended }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PortalModal opened={suv !== null} onClose={onClose} title={t('suvs.extendTitle')}>
      {suv && <ExtendSuvForm suv={suv} onClose={onClose} onExtended={onExtended} />}
    </PortalModal>
  );
}
