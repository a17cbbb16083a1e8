import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type MessageKey, organizationTypes } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useRegionOptions } from '../../../lib/identity/regionQueries.ts';
import type { CompanyFormField, CompanyFormState } from './companyForm.utils.ts';

type Props = {
  form: CompanyFormState;
  onChange: (changes: Partial<CompanyFormState>) => void;
  /** Shown only once the form was submitted, so the user is not told off while typing. */
  issues: Partial<Record<CompanyFormField, MessageKey>>;
  /** The billing ID check's answer: taken by another company, or the look-up failed. */
  billingProblem: string | null;
  onBillingIdBlur: () => void;
};

/**
 * The fields of company creation (docs/product/companies.md COMPANIES-5), shared by the create dialog and the
 * edit page.
 */
export function CompanyFields({ form, onChange, issues, billingProblem, onBillingIdBlur }: Props) {
  const { t } = useTranslation('admin');
  const regions = useRegionOptions();
  const error = (field: CompanyFormField) => {
    const key = issues[field];
    return key ? t(`companies.issues.${key}`) : undefined;
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('companies.fields.name')}
        value={form.organizationName}
        onChange={(event) => onChange({ organizationName: event.currentTarget.value })}
        error={error('organizationName')}
        withAsterisk
        data-autofocus
      />
      <Select
        label={t('companies.fields.type')}
        data={organizationTypes.map((value) => ({ value, label: t(`companies.types.${value}`) }))}
        value={form.organizationType}
        onChange={(value) =>
          value && onChange({ organizationType: value as CompanyFormState['organizationType'] })
        }
        allowDeselect={false}
        description={t('companies.fields.typeHint')}
      />
      <Select
        label={t('companies.fields.region')}
        placeholder={t('companies.fields.regionPlaceholder')}
        data={regions.options}
        value={form.region || null}
        onChange={(value) => onChange({ region: value ?? '' })}
        error={error('region') ?? (regions.failed ? t('regions.loadError') : undefined)}
        withAsterisk
      />
      <TextInput
        label={t('companies.fields.billingId')}
        value={form.billingId}
        onChange={(event) => onChange({ billingId: event.currentTarget.value })}
        onBlur={onBillingIdBlur}
        error={error('billingId') ?? billingProblem ?? undefined}
        withAsterisk
      />
      <TextInput
        label={t('companies.fields.tenantPrefix')}
        description={t('companies.fields.tenantPrefixHint')}
        value={form.tenantPrefix}
        onChange={(event) => onChange({ tenantPrefix: event.currentTarget.value })}
        error={error('tenantPrefix')}
        withAsterisk
      />
      <Textarea
        label={t('companies.fields.domains')}
        description={t('companies.fields.domainsHint')}
        value={form.domains}
        onChange={(event) => onChange({ domains: event.currentTarget.value })}
        error={error('domains')}
        autosize
        minRows={2}
        withAsterisk
      />
    </Stack>
  );
}
