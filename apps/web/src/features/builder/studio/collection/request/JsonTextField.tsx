import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: unknown;
  /** Called with the parsed value whenever the text reads as JSON, with undefined when it is emptied. */
  onChange: (value: unknown) => void;
  /** Refuses a value of the wrong shape (GraphQL variables must be an object). */
  accepts?: (value: unknown) => boolean;
};

const textOf = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** A JSON value typed as text: saved whenever it parses (or is emptied), its own error while it does not. */
export function JsonTextField({ label, value, onChange, accepts = () => true }: Props) {
  const { t } = useTranslation('builder');
  const [text, setText] = useState(() => textOf(value));
  const [problem, setProblem] = useState<'json' | 'shape' | null>(null);

  const edit = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setProblem(null);
      return onChange(undefined);
    }
    try {
      const parsed: unknown = JSON.parse(next);
      if (!accepts(parsed)) return setProblem('shape');
      setProblem(null);
      onChange(parsed);
    } catch {
      setProblem('json');
    }
  };

  return (
    <Textarea
      label={label}
      value={text}
      onChange={(event) => edit(event.currentTarget.value)}
      error={
        problem === 'json'
          ? t('studio.request.jsonInvalid')
          : problem === 'shape'
            ? t('studio.request.jsonObject', { example: '{"id": "{{id}}"}' })
            : null
      }
      autosize
      minRows={3}
      maxRows={16}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
