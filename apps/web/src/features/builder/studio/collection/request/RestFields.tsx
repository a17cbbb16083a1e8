import { Group, Select, TextInput } from '@mantine/core';
import { type CollectionRequest, collectionMethods } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PairsField } from '../PairsField.tsx';
import { JsonTextField } from './JsonTextField.tsx';

type Props = { request: CollectionRequest; onChange: (request: CollectionRequest) => void };

/** A REST request's method, path, query parameters and JSON body. */
export function RestFields({ request, onChange }: Props) {
  const { t } = useTranslation('builder');
  const set = (change: Partial<CollectionRequest>) => onChange({ ...request, ...change });
  return (
    <>
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
      <JsonTextField
        label={t('studio.request.body')}
        value={request.body}
        onChange={(body) => {
          const { body: _gone, ...rest } = request;
          onChange(body === undefined ? rest : { ...rest, body: body as CollectionRequest['body'] });
        }}
      />
    </>
  );
}
