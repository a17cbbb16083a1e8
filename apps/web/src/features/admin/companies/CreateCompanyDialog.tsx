import type { Company } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { companiesApi, useCompanyMutation } from './api/companiesApi.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { emptyCompanyForm, toWrite } from './companyForm.utils.ts';
import { useCompanyForm } from './useCompanyForm.ts';

/**
 * Create a company (docs/product/companies.md COMPANIES-5); it starts INITIATED and the provisioning job
 * takes it on.
 */
export function CreateCompanyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (c: Company) => void;
}) {
  const { t } = useTranslation('admin');
  const state = useCompanyForm(emptyCompanyForm);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCompanyMutation(companiesApi.create);

  function submit() {
    setProblem(null);
    if (!state.validate()) return;
    create.mutate(toWrite(state.form), {
      onSuccess: onCreated,
      onError: (error) => {
        // 409 is the billing ID's unique index (the race the look-up cannot see).
        if (isHttpError(error) && error.status === 409)
          state.setBillingProblem(t('companies.issues.company.billingIdUnique'));
        else setProblem(errorText(error, t('companies.saveFailed')));
      },
    });
  }

  return (
    <FormModal
      title={t('companies.create.title')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('companies.create.submit')}
      cancelLabel={t('companies.cancel')}
      busy={create.isPending}
    >
      <CompanyFields {...state} />
    </FormModal>
  );
}
