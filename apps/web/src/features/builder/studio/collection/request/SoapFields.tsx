import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { type CollectionRequest, sandboxSoapServices } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type Props = { request: CollectionRequest; onChange: (request: CollectionRequest) => void };

/** A SOAP request's service (its address), SOAPAction and envelope. */
export function SoapFields({ request, onChange }: Props) {
  const { t } = useTranslation('builder');
  const soap = request.soap ?? { envelope: '' };
  const service = request.path.replace(/^\/soap\//, '');
  return (
    <>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Select
          label={t('studio.request.soapService')}
          data={sandboxSoapServices.map((name) => ({ value: name, label: name.replace('_', ' ') }))}
          value={sandboxSoapServices.find((name) => name === service) ?? null}
          onChange={(value) => value && onChange({ ...request, path: `/soap/${value}` })}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label={t('studio.request.soapAction')}
          value={soap.action ?? ''}
          onChange={(event) => {
            const { action: _gone, ...rest } = soap;
            const action = event.currentTarget.value;
            onChange({ ...request, soap: action ? { ...rest, action } : rest });
          }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      <Textarea
        label={t('studio.request.envelope')}
        description={t('studio.request.envelopeHelp', { example: '{{name}}' })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={soap.envelope}
        onChange={(event) => onChange({ ...request, soap: { ...soap, envelope: event.currentTarget.value } })}
        error={soap.envelope.trim() ? null : t('studio.request.envelopeRequired')}
        autosize
        minRows={8}
        maxRows={24}
        spellCheck={false}
        required
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
    </>
  );
}
