import { TextInput } from '@mantine/core';
import { collectionNameSchema } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { name: string; onRename: (name: string) => void };

/**
 * The collection's name, saved into the draft whenever it is valid (the schema's rule: required, at most
 * 100 characters); while it is not, the draft keeps the last valid name and the field says why.
 */
export function CollectionNameField({ name, onRename }: Props) {
  const { t } = useTranslation('builder');
  const [text, setText] = useState(name);
  const checked = collectionNameSchema.safeParse(text);
  const problem = checked.success
    ? null
    : t(text.trim() === '' ? 'studio.name.required' : 'studio.name.tooLong', { max: 100 });
  return (
    <TextInput
      label={t('studio.name.label')}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = collectionNameSchema.safeParse(next);
        if (parsed.success && parsed.data !== name) onRename(parsed.data);
      }}
      error={problem}
      required
      maw={480}
    />
  );
}
