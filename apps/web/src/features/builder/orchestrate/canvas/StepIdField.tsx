import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const STEP_ID = /^[a-z][a-z0-9_-]{0,63}$/;

/** The id is renamed when the field is left (or Enter): renaming at each key would collide with other ids. */
export function StepIdField(props: {
  id: string;
  taken: string[];
  readOnly: boolean;
  error: string | undefined;
  onRename: (id: string) => void;
}) {
  const { t } = useTranslation('builder');
  const [value, setValue] = useState(props.id);
  useEffect(() => setValue(props.id), [props.id]);
  const local =
    value === props.id
      ? undefined
      : !STEP_ID.test(value)
        ? t('orchestrate.form.badId')
        : props.taken.includes(value)
          ? t('orchestrate.form.takenId')
          : undefined;
  const commit = () => {
    if (value !== props.id && !local) props.onRename(value);
  };
  return (
    <TextInput
      label={t('orchestrate.fields.id')}
      value={value}
      readOnly={props.readOnly}
      error={local ?? props.error}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
