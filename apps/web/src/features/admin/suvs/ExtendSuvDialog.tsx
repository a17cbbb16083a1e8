import { NumberInput, Text } from '@mantine/core';
import { extendSuvRequestSchema, type Suv, suvMaxDays } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { useExtendSuvMutation } from './api/suvsMutations.ts';

type Props = { suv: Suv | null; onClose: () => void; onExtended: (suv: Suv) => void };

function ExtendSuvForm({ suv, onClose, onExtended }: Props & { suv: Suv }) {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<number | string>(7);
  const [error, setError] = useState<string | undefined>();
  const extend = useExtendSuvMutation(suv.id);

  function submit() {
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
    <FormModal
      size="small"
      title={t('suvs.extendTitle')}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      problem={null}
      submitLabel={t('suvs.extend')}
      cancelLabel={t('suvs.cancel')}
      busy={extend.isPending}
    >
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
    </FormModal>
  );
}

/** More days for a SUV, from the later of now and its expiry. */
export function ExtendSuvDialog({ suv, onClose, onExtended }: Props) {
  return suv && <ExtendSuvForm suv={suv} onClose={onClose} onExtended={onExtended} />;
}
