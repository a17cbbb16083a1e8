import {
  type CompanyPackages,
  type GlobalPermission,
  type PackageAccessLevel,
  type PackageAccessPolicy,
  type PackageListQuery,
  type PackageStatus,
  type PackageWrite,
  packagesEndpoints,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { entitlementsKeys } from '../../../account/index.ts';

export const PACKAGES_PAGE_SIZE = 25;
export const HOLDERS_PAGE_SIZE = 25;

/** Query keys of the packages pages and of a company's packages. */
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
const endpoints = packagesEndpoints;

export const packagesApi = {
  list: (query: Partial<PackageListQuery>, signal?: AbortSignal) =>
    api(endpoints.listPackages, { query, signal }),
  one: (id: string, signal?: AbortSignal) =>
    api(endpoints.getPackage, { params: { id }, signal, excludeFromGlobalHandling: [400, 404] }),
  create: (body: PackageWrite) => api(endpoints.createPackage, { body, ...own }),
  update: (id: string, body: PackageWrite) => api(endpoints.updatePackage, { params: { id }, body, ...own }),
  setStatus: (id: string, status: PackageStatus) =>
    api(endpoints.setPackageStatus, { params: { id }, body: { status }, ...own }),
  setAccessPolicy: (id: string, policy: PackageAccessPolicy) =>
    api(endpoints.setPackageAccessPolicy, { params: { id }, body: policy, ...own }),
  holders: (id: string, page: number, signal?: AbortSignal) =>
    api(endpoints.listPackageHolders, {
      params: { id },
      query: { start: (page - 1) * HOLDERS_PAGE_SIZE, length: HOLDERS_PAGE_SIZE },
      signal,
    }),
  matrix: (signal?: AbortSignal) => api(endpoints.getPackagePermissionsMatrix, { signal }),
  setLevel: (id: string, permission: GlobalPermission, level: PackageAccessLevel) =>
    api(endpoints.setPackagePermission, { params: { id, permission }, body: { level }, ...own }),
  company: (org: string, signal?: AbortSignal) =>
    api(endpoints.listCompanyPackages, { params: { org }, signal }),
  assign: (org: string, id: string) => api(endpoints.assignCompanyPackage, { params: { org, id }, ...own }),
  unassign: (org: string, id: string) =>
    api(endpoints.unassignCompanyPackage, { params: { org, id }, ...own }),
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
