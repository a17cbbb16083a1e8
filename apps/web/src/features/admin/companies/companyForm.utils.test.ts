import { describe, expect, it } from 'vitest';
import { emptyCompanyForm, formIssues, toWrite } from './companyForm.utils.ts';

const valid = {
  ...emptyCompanyForm,
  organizationName: 'Zephyr',
  region: 'scylla:us',
  billingId: 'ZF-1',
  tenantPrefix: 'zephyr',
  domains: 'zephyr.example, zf.example\nzeph.example',
};

describe('company form', () => {
  it('splits the domains on commas, spaces and new lines', () => {
    expect(toWrite(valid).emailDomains).toEqual(['zephyr.example', 'zf.example', 'zeph.example']);
  });

  it('names the field of each issue, the first one per field', () => {
    expect(formIssues(valid)).toEqual({});
    expect(formIssues({ ...emptyCompanyForm })).toEqual({
      organizationName: 'company.nameRequired',
      billingId: 'company.billingIdRequired',
      tenantPrefix: 'company.tenantPrefixRequired',
      region: 'company.regionRequired',
      domains: 'company.domainRequired',
    });
  });

  it('requires digits-only billing IDs of Education and Hackathon companies only', () => {
    expect(formIssues({ ...valid, organizationType: 'Education' }).billingId).toBe('company.billingIdDigits');
    expect(formIssues({ ...valid, organizationType: 'Hackathon', billingId: '123' })).toEqual({});
    expect(formIssues({ ...valid, organizationType: 'Partner' })).toEqual({});
  });
});
