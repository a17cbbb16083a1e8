import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  createSuvRequestSchema,
  type Suv,
  type SuvTemplate,
  suvMaxDays,
  suvTemplates,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { useCreateSuvMutation } from './api/suvsMutations.ts';

type Props = { opened: boolean; onClose: () => void; onCreated: (suv: Suv) => void };

function CreateSuvForm({ onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('admin');
  const [userEmail, setUserEmail] = useState('');
  const [template, setTemplate] = useState<SuvTemplate>('hr-core');
  const [days, setDays] = useState<number | string>(7);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSuvMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
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
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('suvs.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('suvs.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff create a SUV for a user from a template, for some days. */
export function CreateSuvDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PortalModal opened={opened} onClose={onClose} title={t('suvs.createTitle')}>
      <CreateSuvForm onClose={onClose} onCreated={onCreated} />
    </PortalModal>
  );
}
