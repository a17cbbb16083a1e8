import type {
  CompanyPackages,
  EntitlementPackage,
  GlobalPermission,
  PackageAccessLevel,
  PackageAccessPolicy,
  PackageHolderPage,
  PackageListQuery,
  PackagePage,
  PackagePermissions,
  PackagePermissionsMatrix,
  PackageStatus,
  PackageWrite,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { entitlementsKeys } from '../../../shared/entitlements/entitlementsApi.ts';

export const PACKAGES_PAGE_SIZE = 25;
export const HOLDERS_PAGE_SIZE = 25;

/** Query keys of the packages pages and of a company's packages (STYLE.md 4). */
export const packagesKeys = {
  all: ['packages'] as const,
  list: (query: Partial<PackageListQuery>) => ['packages', 'list', query] as const,
  one: (id: string) => ['packages', 'one', id] as const,
  holders: (id: string, page: number) => ['packages', 'holders', id, page] as const,
  matrix: ['packages', 'matrix'] as const,
  company: (org: string) => ['companyPackages', org] as const,
};

// The pages show the server's refusals themselves (a taken name, a policy, a retired package).
const own = { excludeFromGlobalHandling: [400, 404, 409] } as const;
const base = '/auth/v2/packages';
const companyBase = (org: string) => `/auth/v2/organizations/${encodeURIComponent(org)}/entitlementPackages`;

export const packagesApi = {
  list: (query: Partial<PackageListQuery>, signal?: AbortSignal) =>
    http.get<PackagePage>(base, { query, signal }),
  one: (id: string, signal?: AbortSignal) =>
    http.get<EntitlementPackage>(`${base}/${id}`, { signal, excludeFromGlobalHandling: [400, 404] }),
  create: (body: PackageWrite) => http.post<EntitlementPackage>(base, body, own),
  update: (id: string, body: PackageWrite) => http.put<EntitlementPackage>(`${base}/${id}`, body, own),
  setStatus: (id: string, status: PackageStatus) =>
    http.put<EntitlementPackage>(`${base}/${id}/status`, { status }, own),
  setAccessPolicy: (id: string, policy: PackageAccessPolicy) =>
    http.put<PackageAccessPolicy>(`${base}/${id}/accessPolicies`, policy, own),
  holders: (id: string, page: number, signal?: AbortSignal) =>
    http.get<PackageHolderPage>(`${base}/${id}/organizations`, {
      query: { start: (page - 1) * HOLDERS_PAGE_SIZE, length: HOLDERS_PAGE_SIZE },
      signal,
    }),
  matrix: (signal?: AbortSignal) => http.get<PackagePermissionsMatrix>(`${base}/permissions`, { signal }),
  setLevel: (id: string, permission: GlobalPermission, level: PackageAccessLevel) =>
    http.put<PackagePermissions>(`${base}/${id}/permissions/${permission}`, { level }, own),
  company: (org: string, signal?: AbortSignal) => http.get<CompanyPackages>(companyBase(org), { signal }),
  assign: (org: string, id: string) => http.put<CompanyPackages>(`${companyBase(org)}/${id}`, {}, own),
  unassign: (org: string, id: string) => http.delete<CompanyPackages>(`${companyBase(org)}/${id}`, own),
};

export const packagesQueryOptions = (query: Partial<PackageListQuery>) =>
  queryOptions({
    queryKey: packagesKeys.list(query),
    queryFn: ({ signal }) => packagesApi.list(query, signal),
  });

export const packageQueryOptions = (id: string) =>
  queryOptions({ queryKey: packagesKeys.one(id), queryFn: ({ signal }) => packagesApi.one(id, signal) });

export const packageHoldersQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: packagesKeys.holders(id, page),
    queryFn: ({ signal }) => packagesApi.holders(id, page, signal),
  });

export const packageMatrixQueryOptions = () =>
  queryOptions({ queryKey: packagesKeys.matrix, queryFn: ({ signal }) => packagesApi.matrix(signal) });

export const companyPackagesQueryOptions = (org: string) =>
  queryOptions({
    queryKey: packagesKeys.company(org),
    queryFn: ({ signal }) => packagesApi.company(org, signal),
  });

/** A change to a package: its pages, and every company's entitlements (an edit reaches its holders). */
export function usePackageMutation<T, R>(write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: packagesKeys.all });
      await client.invalidateQueries({ queryKey: ['companyPackages'] });
      await client.invalidateQueries({ queryKey: entitlementsKeys.all });
    },
  });
}

/** Giving or taking a company's package: its packages and entitlements, and the packages' counts. */
export function useCompanyPackageMutation(org: string, write: (id: string) => Promise<CompanyPackages>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: packagesKeys.company(org) });
      await client.invalidateQueries({ queryKey: entitlementsKeys.company(org) });
      await client.invalidateQueries({ queryKey: packagesKeys.all });
    },
  });
}
