import { Checkbox, Group, Radio, TextInput } from '@mantine/core';
import { type ApiClientGrantType, type ApiClientType, apiClientGrantTypes } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { ClientFormField, ClientFormValues } from './clientFormValues.ts';
import { grantLabel, typeLabel } from './clientLabels.tsx';

type Props = {
  values: ClientFormValues;
  errors: Partial<Record<ClientFormField, string>>;
  /** Edit keeps the type a client was created with. */
  editing: boolean;
  set: <K extends ClientFormField>(field: K, value: ClientFormValues[K]) => void;
};

/** How a client gets its tokens: its type, its grants, and whether it is an integration with refresh tokens. */
export function ClientGrantFields({ values, errors, editing, set }: Props) {
  const { t } = useTranslation('console');
  const types: ApiClientType[] = editing ? [values.type] : ['confidential', 'public'];
  return (
    <>
      <Radio.Group
        label={t('apiClients.fields.type')}
        description={editing ? t('apiClients.form.typeFixed') : t('apiClients.form.typeHelp')}
        value={values.type}
        onChange={(value) => set('type', value as ApiClientType)}
      >
        <Group mt="xs">
          {types.map((type) => (
            <Radio key={type} value={type} label={typeLabel(t, type)} disabled={editing} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox.Group
        label={t('apiClients.fields.grantTypes')}
        value={values.grantTypes}
        onChange={(value) => set('grantTypes', value as ApiClientGrantType[])}
        error={errors.grantTypes}
      >
        <Group mt="xs">
          {apiClientGrantTypes.map((grant) => (
            <Checkbox key={grant} value={grant} label={grantLabel(t, grant)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox
        label={t('apiClients.fields.integration')}
        description={t('apiClients.form.integrationHelp')}
        checked={values.integration}
        onChange={(event) => set('integration', event.currentTarget.checked)}
        error={errors.integration}
      />
      {values.integration && (
        <Group align="flex-end" gap="md">
          <TextInput
            label={t('apiClients.fields.refreshTokenDays')}
            description={t('apiClients.form.refreshTokenDaysHelp')}
            inputMode="numeric"
            value={values.refreshTokenDays}
            onChange={(event) => set('refreshTokenDays', event.currentTarget.value)}
            error={errors.refreshTokenDays}
            disabled={values.refreshTokenDays === ''}
            w={260}
          />
          <Checkbox
            label={t('apiClients.form.neverExpire')}
            checked={values.refreshTokenDays === ''}
            onChange={(event) => set('refreshTokenDays', event.currentTarget.checked ? '' : '30')}
            mb={8}
          />
        </Group>
      )}
    </>
  );
}
