import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { isBuiltInPresetName, type LogPreset, type LogPresetInput, PRESET_NAME_MAX } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { useCreateLogPresetMutation } from './api/presetMutations.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The preset input for the current view, given the name and the date range choice. */
  buildInput: (name: string, includeDateRange: boolean) => LogPresetInput;
  onSaved: (preset: LogPreset) => void;
};

function SavePresetForm({ onClose, buildInput, onSaved }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [includeDateRange, setIncludeDateRange] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateLogPresetMutation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('logs.presetNameRequired'));
      return;
    }
    if (isBuiltInPresetName(name)) {
      setNameError(t('logs.presetNameBuiltIn'));
      return;
    }
    create.mutate(buildInput(name, includeDateRange), {
      onSuccess: (preset) => {
        onSaved(preset);
        onClose();
      },
      onError: (error) => {
        // SPEC.md 5: the name is unique per user; the server says so with a 409.
        if (isHttpError(error) && error.status === 409) setNameError(t('logs.presetNameDuplicate'));
        else setNameError(t('logs.presets.saveFailed'));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('logs.presets.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
          error={nameError}
          required
          maxLength={PRESET_NAME_MAX}
          data-autofocus
        />
        <Checkbox
          label={t('logs.presets.includeDateRange')}
          checked={includeDateRange}
          onChange={(event) => setIncludeDateRange(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('logs.presets.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('logs.presets.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SavePresetDialog({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation('console');
  return (
    <PortalModal opened={opened} onClose={onClose} title={t('logs.presets.saveTitle')}>
      <SavePresetForm onClose={onClose} {...props} />
    </PortalModal>
  );
}
