import { isRegion } from '../identity/regionInfo.ts';
import type { Issue } from '../messages.ts';

export type CompanyForm = {
  name: string;
  billingId: string;
  tenantPrefix: string;
  region: string;
  domains: string[];
  isTestCompany: boolean;
};

export type FieldIssue<F extends string> = Issue & { field: F };

// Tenant names are built from it (`{prefix}_sandbox`...): the characters tenant names allow, short enough.
const TENANT_PREFIX = /^[a-z][a-z0-9_]{0,31}$/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * docs/product/companies.md COMPANIES-5, company creation; billing ID uniqueness needs the database and is
 * checked by the server.
 */
export function companyFormIssues(form: CompanyForm): FieldIssue<keyof CompanyForm>[] {
  const issues: FieldIssue<keyof CompanyForm>[] = [];
  if (!form.name.trim()) issues.push({ field: 'name', key: 'company.nameRequired' });
  const billingId = form.billingId.trim();
  if (!billingId) issues.push({ field: 'billingId', key: 'company.billingIdRequired' });
  else if (form.isTestCompany && !/^\d+$/.test(billingId))
    issues.push({ field: 'billingId', key: 'company.billingIdDigits' });
  const tenantPrefix = form.tenantPrefix.trim();
  if (!tenantPrefix) issues.push({ field: 'tenantPrefix', key: 'company.tenantPrefixRequired' });
  else if (!TENANT_PREFIX.test(tenantPrefix))
    issues.push({ field: 'tenantPrefix', key: 'company.tenantPrefixFormat' });
  const region = form.region.trim();
  if (!region) issues.push({ field: 'region', key: 'company.regionRequired' });
  else if (!isRegion(region))
    issues.push({ field: 'region', key: 'company.regionUnknown', params: { region } });
  const domains = form.domains.map((d) => d.trim()).filter(Boolean);
  if (domains.length === 0) issues.push({ field: 'domains', key: 'company.domainRequired' });
  else if (domains.some((d) => !DOMAIN.test(d)))
    issues.push({ field: 'domains', key: 'company.domainInvalid' });
  return issues;
}

export type AdminCount = { issue: Issue | null; recommendation: Issue | null };

/** At least one admin is required, two are recommended. */
export function adminCountCheck(admins: number): AdminCount {
  if (admins < 1) return { issue: { key: 'company.adminRequired' }, recommendation: null };
  return { issue: null, recommendation: admins < 2 ? { key: 'company.adminRecommended' } : null };
}

export type LinkCandidate = { id: string; organizationType: string; linkedTo: string | null };

/**
 * A company cannot link to one already linked to another, nor to one of its own type (COMPANIES-7), nor to
 * itself. A cycle through longer chains needs the database: the server walks the links.
 */
export function linkIssue(from: LinkCandidate, to: LinkCandidate): Issue | null {
  if (from.id === to.id) return { key: 'company.linkSelf' };
  if (from.linkedTo) return { key: 'company.linkFromLinked' };
  // to → from already: linking back would close a cycle of two.
  if (to.linkedTo === from.id) return { key: 'company.linkCycle' };
  if (to.linkedTo && to.linkedTo !== from.id) return { key: 'company.linkAlreadyLinked' };
  if (from.organizationType === to.organizationType) return { key: 'company.linkSameType' };
  return null;
}
