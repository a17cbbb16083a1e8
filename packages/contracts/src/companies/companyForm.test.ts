import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { adminCountCheck, type CompanyForm, companyFormIssues, linkIssue } from './companyForm.ts';
import { userFormIssues } from './userForm.ts';

const valid: CompanyForm = {
  name: 'Acme',
  billingId: 'B-1001',
  tenantPrefix: 'acme',
  region: 'scylla:us',
  domains: ['acme.example'],
  isTestCompany: false,
};

describe('companyFormIssues', () => {
  it('accepts a complete form', () => {
    expect(companyFormIssues(valid)).toEqual([]);
  });

  it('names every missing field with the texts of docs/product/companies.md COMPANIES-5', () => {
    const issues = companyFormIssues({
      ...valid,
      name: ' ',
      billingId: '',
      tenantPrefix: '',
      region: '',
      domains: [],
    });
    expect(issues.map((i) => formatMessage(i.key))).toEqual([
      'Company name is required.',
      'Billing ID is required.',
      'Tenant prefix is required.',
      'Region is required.',
      'At least one domain is required.',
    ]);
  });

  it('requires digits only in billing IDs of test companies', () => {
    expect(companyFormIssues({ ...valid, isTestCompany: true })[0]?.key).toBe('company.billingIdDigits');
    expect(companyFormIssues({ ...valid, isTestCompany: true, billingId: '123456' })).toEqual([]);
  });

  it('refuses a tenant prefix tenant names cannot start with', () => {
    expect(companyFormIssues({ ...valid, tenantPrefix: 'Acme-1' })[0]?.key).toBe(
      'company.tenantPrefixFormat',
    );
  });

  it('refuses a malformed domain', () => {
    expect(companyFormIssues({ ...valid, domains: ['not a domain'] })[0]?.key).toBe('company.domainInvalid');
  });
});

describe('adminCountCheck', () => {
  it('requires one admin and recommends two', () => {
    expect(adminCountCheck(0).issue?.key).toBe('company.adminRequired');
    expect(adminCountCheck(1)).toEqual({ issue: null, recommendation: { key: 'company.adminRecommended' } });
    expect(adminCountCheck(2)).toEqual({ issue: null, recommendation: null });
  });
});

describe('linkIssue', () => {
  it('refuses itself, a company already linked, and linking back', () => {
    const a = { id: 'a', organizationType: 'Customer' as const, linkedTo: null };
    expect(linkIssue(a, a)?.key).toBe('company.linkSelf');
    expect(
      linkIssue({ ...a, linkedTo: 'c' }, { id: 'b', organizationType: 'Partner', linkedTo: null })?.key,
    ).toBe('company.linkFromLinked');
    expect(linkIssue(a, { id: 'b', organizationType: 'Partner', linkedTo: 'a' })?.key).toBe(
      'company.linkCycle',
    );
  });
  it('refuses a company already linked to another one', () => {
    expect(
      linkIssue(
        { id: 'a', organizationType: 'Customer', linkedTo: null },
        { id: 'b', organizationType: 'Partner', linkedTo: 'c' },
      )?.key,
    ).toBe('company.linkAlreadyLinked');
  });
  it('refuses two companies of the same type', () => {
    expect(
      linkIssue(
        { id: 'a', organizationType: 'Partner', linkedTo: null },
        { id: 'b', organizationType: 'Partner', linkedTo: null },
      )?.key,
    ).toBe('company.linkSameType');
  });
});

describe('userFormIssues', () => {
  it('flags a repeated email, case-insensitively, with the text of docs/product/people.md PEOPLE-5', () => {
    const issues = userFormIssues([
      { email: 'ana@acme.example', firstName: 'Ana', lastName: 'Lee' },
      { email: 'ANA@acme.example', firstName: 'Ann', lastName: 'Lee' },
    ]);
    expect(issues).toEqual([{ row: 1, field: 'email', key: 'user.emailDuplicate' }]);
    expect(formatMessage('user.emailDuplicate')).toBe("You've already entered this email.");
  });

  it('requires email, first and last name', () => {
    expect(userFormIssues([{ email: '', firstName: '', lastName: '' }]).map((i) => i.field)).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);
  });
});
