import {
  type AccountStatus,
  adminAppsEndpoints,
  type Company,
  type CompanyListQuery,
  type CompanyWrite,
  companiesEndpoints as endpoints,
  identityEndpoints,
  isAccountStatusSettling,
  licensesEndpoints,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

/** Query keys: a change to a company invalidates `all` (lists and pages show links both ways). */
export const companyKeys = {
  all: ['adminCompanies'] as const,
  list: (query: CompanyListQuery) => [...companyKeys.all, 'list', query] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  members: (id: string, start: number) => [...companyKeys.all, 'members', id, start] as const,
  apps: (id: string, start: number) => [...companyKeys.all, 'apps', id, start] as const,
  licenses: (id: string) => [...companyKeys.all, 'licenses', id] as const,
  lookup: (text: string) => [...companyKeys.all, 'lookup', text] as const,
};

/** How often the company page re-reads a company whose status the job is still moving. */
export const SETTLING_POLL_MS = 2000;

/** Staff's company calls (docs/identity-api.md "Companies"); refusals are the forms' own to show. */
export const companiesApi = {
  create: (body: CompanyWrite) =>
    api(endpoints.createCompany, { body, excludeFromGlobalHandling: [400, 409] }),
  update: (id: string, body: CompanyWrite) =>
    api(endpoints.updateCompany, { params: { id }, body, excludeFromGlobalHandling: [400, 404, 409] }),
  checkBillingId: (billingId: string, signal?: AbortSignal) =>
    api(endpoints.checkBillingId, { query: { billingId }, signal, excludeFromGlobalHandling: true }),
  lookup: (text: string, signal?: AbortSignal) =>
    api(endpoints.findCompaniesToLink, { query: { lookupBy: text }, signal }),
  link: (organizationUuid: string, associatedOrganizationUuid: string) =>
    api(endpoints.linkCompany, {
      body: { organizationUuid, associatedOrganizationUuid },
      excludeFromGlobalHandling: [400, 404, 409],
    }),
  unlink: (id: string) =>
    api(endpoints.unlinkCompany, { params: { id }, excludeFromGlobalHandling: [404, 409] }),
  changeStatus: (id: string, accountStatus: AccountStatus) =>
    api(endpoints.changeCompanyAccountStatus, {
      params: { id },
      body: { accountStatus },
      excludeFromGlobalHandling: [404, 409],
    }),
};

export function companiesQueryOptions(query: CompanyListQuery) {
  return queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => api(endpoints.listCompanies, { query, signal }),
  });
}

/** A company, re-read while the provisioning job still moves its status (shown live on its page). */
export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) =>
      api(endpoints.getCompany, { params: { id }, signal, excludeFromGlobalHandling: [400, 404] }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isAccountStatusSettling(query.state.data.accountStatus) ? SETTLING_POLL_MS : false,
  });
}

/** The company's members through the member listing (pages of 100, docs/product/people.md PEOPLE-6). */
export function companyMembersQueryOptions(id: string, start: number) {
  return queryOptions({
    queryKey: companyKeys.members(id, start),
    queryFn: ({ signal }) =>
      api(identityEndpoints.listOrganizationMembers, {
        params: { org: id },
        query: { start, length: 100 },
        signal,
      }),
  });
}

/** The company's own apps through the admin apps list (admin.apps). */
export function companyAppsQueryOptions(id: string, start: number, length: number) {
  return queryOptions({
    queryKey: companyKeys.apps(id, start),
    queryFn: ({ signal }) =>
      api(adminAppsEndpoints.listAdminApps, {
        query: { organizationId: id, sort: 'name', start, length },
        signal,
      }),
  });
}

/** The licenses the company holds (the licenses API, licensee side). */
export function companyLicensesQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.licenses(id),
    queryFn: ({ signal }) =>
      api(licensesEndpoints.listLicenses, { params: { org: id }, query: { role: 'licensee' }, signal }),
  });
}

export function companyLookupQueryOptions(text: string) {
  return queryOptions({
    queryKey: companyKeys.lookup(text),
    queryFn: ({ signal }) => companiesApi.lookup(text, signal),
    enabled: text.length >= 2,
  });
}

/** Every write: the answer is the company as it now is; lists and linked companies are read again. */
export function useCompanyMutation<Args>(write: (args: Args) => Promise<Company>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (company) => {
      client.setQueryData(companyKeys.detail(company.organizationUuid), company);
      return client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
