import { NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  type CollectionRequest,
  type CollectionRequestFormat,
  collectionRequestFormats,
} from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { withFormat } from '../requestFormats.ts';
import { PairsField } from './PairsField.tsx';
import { GraphqlFields } from './request/GraphqlFields.tsx';
import { RestFields } from './request/RestFields.tsx';
import { SoapFields } from './request/SoapFields.tsx';

type Props = {
  request: CollectionRequest;
  onChange: (request: CollectionRequest) => void;
};

const formatFields = { json: RestFields, soap: SoapFields, graphql: GraphqlFields };

/** One request's fields: its name, its format (REST, SOAP or GraphQL) with that format's fields, headers. */
export function RequestEditor({ request, onChange }: Props) {
  const { t } = useTranslation('builder');
  const formatLabel = useId();
  const format = request.format ?? 'json';
  const Fields = formatFields[format];
  const set = (change: Partial<CollectionRequest>) => onChange({ ...request, ...change });

  return (
    <Stack gap="sm">
      <TextInput
        label={t('studio.request.name')}
        value={request.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        required
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={formatLabel}>
          {t('studio.request.format')}
        </Text>
        <SegmentedControl
          aria-labelledby={formatLabel}
          value={format}
          onChange={(value) => onChange(withFormat(request, value as CollectionRequestFormat))}
          data={collectionRequestFormats.map((value) => ({
            value,
            label: t(`studio.request.formats.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {/* A new key per format: each format's text fields start from the request, not the last format's. */}
      <Fields key={format} request={request} onChange={onChange} />
      <PairsField
        label={t('studio.request.headers')}
        pairs={request.headers ?? []}
        onChange={(headers) => set({ headers })}
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
