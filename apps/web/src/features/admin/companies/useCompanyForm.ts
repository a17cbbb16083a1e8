import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesApi } from './api/companiesApi.ts';
import { type CompanyFormState, formIssues } from './companyForm.utils.ts';

/**
 * The company form's state: its fields, the COMPANIES-5 issues (docs/product/companies.md) once submitted,
 * and the billing ID check (GET .../billingIdCheck) run when the field is left: another company holding it is
 * the uniqueness message ahead of the server's, a failed look-up is 'Error getting billing ID.'
 * (COMPANIES-6).
 */
export function useCompanyForm(initial: CompanyFormState, ownId?: string) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [billingProblem, setBillingProblem] = useState<string | null>(null);
  const issues = submitted ? formIssues(form) : {};

  async function checkBillingId() {
    const billingId = form.billingId.trim();
    if (!billingId || billingId === initial.billingId.trim()) return;
    try {
      const { holder } = await companiesApi.checkBillingId(billingId);
      if (holder && holder.organizationUuid !== ownId)
        setBillingProblem(t('companies.issues.company.billingIdUnique'));
    } catch {
      setBillingProblem(t('companies.billingLookupFailed'));
    }
  }

  return {
    form,
    issues,
    billingProblem,
    onChange: (changes: Partial<CompanyFormState>) => {
      setForm((current) => ({ ...current, ...changes }));
      if ('billingId' in changes) setBillingProblem(null);
    },
    onBillingIdBlur: () => void checkBillingId(),
    /** Marks the form submitted; true when it may be sent. */
    validate: () => {
      setSubmitted(true);
      return Object.keys(formIssues(form)).length === 0;
    },
    /** The server's refusal of a billing ID, shown on its field. */
    setBillingProblem,
  };
}
