import {
  type Company,
  type CompanyWrite,
  companyFormIssues,
  isSpecialOrganizationType,
  type MessageKey,
  type OrganizationType,
} from '@portal/contracts';

/** The form as typed: domains as one text, split on commas, spaces or new lines. */
export type CompanyFormState = {
  organizationName: string;
  organizationType: OrganizationType;
  region: string;
  billingId: string;
  tenantPrefix: string;
  domains: string;
};

export type CompanyFormField = keyof CompanyFormState;

export const emptyCompanyForm: CompanyFormState = {
  organizationName: '',
  organizationType: 'Customer',
  region: '',
  billingId: '',
  tenantPrefix: '',
  domains: '',
};

export function formOf(company: Company): CompanyFormState {
  return {
    organizationName: company.organizationName,
    organizationType: company.organizationType,
    region: company.region,
    billingId: company.billingId ?? '',
    tenantPrefix: company.tenantPrefix ?? '',
    domains: company.emailDomains.join(', '),
  };
}

export const splitDomains = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export function toWrite(form: CompanyFormState): CompanyWrite {
  return {
    organizationName: form.organizationName.trim(),
    organizationType: form.organizationType,
    region: form.region,
    billingId: form.billingId.trim(),
    tenantPrefix: form.tenantPrefix.trim(),
    emailDomains: splitDomains(form.domains),
  };
}

/**
 * The contracts' rule of docs/product/companies.md COMPANIES-5 (the server checks it again), by form field.
 * Test companies are the special group, Education and Hackathon (docs/decisions/company-provisioning.md).
 */
export function formIssues(form: CompanyFormState): Partial<Record<CompanyFormField, MessageKey>> {
  const write = toWrite(form);
  const issues = companyFormIssues({
    name: write.organizationName,
    billingId: write.billingId,
    tenantPrefix: write.tenantPrefix,
    region: write.region,
    domains: write.emailDomains,
    isTestCompany: isSpecialOrganizationType(form.organizationType),
  });
  const byField: Partial<Record<CompanyFormField, MessageKey>> = {};
  const fieldOf = { name: 'organizationName', domains: 'domains' } as const;
  for (const issue of issues) {
    const field =
      (fieldOf as Record<string, CompanyFormField>)[issue.field] ?? (issue.field as CompanyFormField);
    byField[field] ??= issue.key;
  }
  return byField;
}
