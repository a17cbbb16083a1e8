import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An answer's body for reading: JSON indented, anything else (server-sent events, text) as it came. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The request body of a try-it, edited as monospaced text. */
export function RequestBodyField({
  value,
  onChange,
  minRows = 4,
}: {
  value: string;
  onChange: (value: string) => void;
  minRows?: number;
}) {
  const { t } = useTranslation('core');
  return (
    <Textarea
      label={t('explorers.rest.body')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={minRows}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
