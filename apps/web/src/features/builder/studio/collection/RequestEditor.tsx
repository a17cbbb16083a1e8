import { Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type CollectionRequest, collectionMethods } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PairsField } from './PairsField.tsx';

type Props = {
  request: CollectionRequest;
  onChange: (request: CollectionRequest) => void;
};

const bodyText = (body: unknown) => (body === undefined ? '' : JSON.stringify(body, null, 2));

/** One request's fields; the body is saved whenever it reads as JSON (or is emptied). */
export function RequestEditor({ request, onChange }: Props) {
  const { t } = useTranslation('builder');
  const [body, setBody] = useState(() => bodyText(request.body));
  const [isBodyBad, setBodyBad] = useState(false);
  const set = (change: Partial<CollectionRequest>) => onChange({ ...request, ...change });

  const editBody = (text: string) => {
    setBody(text);
    if (text.trim() === '') {
      setBodyBad(false);
      const { body: _gone, ...rest } = request;
      return onChange(rest);
    }
    try {
      const parsed = JSON.parse(text) as CollectionRequest['body'];
      setBodyBad(false);
      set({ body: parsed });
    } catch {
      setBodyBad(true);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('studio.request.name')}
        value={request.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        required
      />
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Select
          label={t('studio.request.method')}
          data={[...collectionMethods]}
          value={request.method}
          onChange={(value) => value && set({ method: value as CollectionRequest['method'] })}
          allowDeselect={false}
          w={120}
          style={{ flexShrink: 0 }}
        />
        <TextInput
          label={t('studio.request.path')}
          description={t('studio.request.pathHelp', {
            example: '/api/workers/v1/workers/{{workerId}}',
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={request.path}
          onChange={(event) => set({ path: event.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1, minWidth: 200 }}
          required
        />
      </Group>
      <PairsField
        label={t('studio.request.query')}
        pairs={request.query ?? []}
        onChange={(query) => set({ query })}
      />
      <PairsField
        label={t('studio.request.headers')}
        pairs={request.headers ?? []}
        onChange={(headers) => set({ headers })}
      />
      <Textarea
        label={t('studio.request.body')}
        value={body}
        onChange={(event) => editBody(event.currentTarget.value)}
        error={isBodyBad ? t('studio.request.bodyInvalid') : null}
        autosize
        minRows={3}
        maxRows={16}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <NumberInput
        label={t('studio.request.expectedStatus')}
        description={t('studio.request.expectedStatusHelp')}
        value={request.expectedStatus ?? ''}
        onChange={(value) => {
          const { expectedStatus: _gone, ...rest } = request;
          onChange(typeof value === 'number' ? { ...rest, expectedStatus: value } : rest);
        }}
        min={100}
        max={599}
        allowDecimal={false}
        w={200}
      />
    </Stack>
  );
}
