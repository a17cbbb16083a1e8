import { Checkbox, TextInput } from '@mantine/core';
import { isBuiltInPresetName, type LogPreset, type LogPresetInput, PRESET_NAME_MAX } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { FormModal } from '../../lib/modals/FormModal.tsx';
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

  function handleSubmit() {
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
        // The name is unique per user (docs/product/logs.md LOGS-5); the server says so with a 409.
        if (isHttpError(error) && error.status === 409) setNameError(t('logs.presetNameDuplicate'));
        else setNameError(t('logs.presets.saveFailed'));
      },
    });
  }

  return (
    <FormModal
      size="small"
      title={t('logs.presets.saveTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      noValidate
      problem={null}
      submitLabel={t('logs.presets.save')}
      cancelLabel={t('logs.presets.cancel')}
      busy={create.isPending}
    >
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
    </FormModal>
  );
}

export function SavePresetDialog({ opened, onClose, ...props }: Props) {
  return opened && <SavePresetForm onClose={onClose} {...props} />;
}
