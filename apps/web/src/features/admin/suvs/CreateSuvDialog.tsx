import { NumberInput, Select, TextInput } from '@mantine/core';
import {
  createSuvRequestSchema,
  type Suv,
  type SuvTemplate,
  suvMaxDays,
  suvTemplates,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { useCreateSuvMutation } from './api/suvsMutations.ts';

type Props = { opened: boolean; onClose: () => void; onCreated: (suv: Suv) => void };

function CreateSuvForm({ onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('admin');
  const [userEmail, setUserEmail] = useState('');
  const [template, setTemplate] = useState<SuvTemplate>('hr-core');
  const [days, setDays] = useState<number | string>(7);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSuvMutation();

  function submit() {
    const parsed = createSuvRequestSchema.safeParse({ userEmail: userEmail.trim(), template, days });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (suv) => {
        onCreated(suv);
        onClose();
      },
      // The server's refusal names the problem (no such user, no company to hold the SUV).
      onError: (failure) => setError(errorText(failure, t('suvs.createFailed'))),
    });
  }

  return (
    <FormModal
      size="small"
      title={t('suvs.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      problem={null}
      submitLabel={t('suvs.create')}
      cancelLabel={t('suvs.cancel')}
      busy={create.isPending}
    >
      <TextInput
        label={t('suvs.userEmail')}
        type="email"
        value={userEmail}
        onChange={(event) => {
          setUserEmail(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        required
        data-autofocus
      />
      <Select
        label={t('suvs.template')}
        data={suvTemplates.map((value) => ({ value, label: t(`suvs.templates.${value}`) }))}
        value={template}
        onChange={(value) => value && setTemplate(value as SuvTemplate)}
        allowDeselect={false}
      />
      <NumberInput
        label={t('suvs.days')}
        min={1}
        max={suvMaxDays}
        clampBehavior="none"
        value={days}
        onChange={setDays}
      />
    </FormModal>
  );
}

/** Staff create a SUV for a user from a template, for some days. */
export function CreateSuvDialog({ opened, onClose, onCreated }: Props) {
  return opened && <CreateSuvForm onClose={onClose} onCreated={onCreated} />;
}
