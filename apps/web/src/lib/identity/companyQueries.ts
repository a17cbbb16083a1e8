import { identityEndpoints, type Organization, sortOrganizations } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../http/api.ts';
import { companyKeys } from './companyKeys.ts';

/**
 * GET /auth/v2/organizations/self. The server sorts already; sorting again with the same contracts rule
 * (docs/product/sign-in.md SIGNIN-11) keeps the switcher right should an older server or a proxy cache
 * answer.
 */
export async function fetchUserOrganizations(): Promise<Organization[]> {
  const answer = await api(identityEndpoints.listMyOrganizations);
  return sortOrganizations(answer?.userOrganizations ?? []);
}

export function userOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.list(),
    queryFn: fetchUserOrganizations,
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /auth/v2/organizations/{org}/permissions/self: the org permissions (docs/product/access.md ACCESS-4).
 */
export function orgPermissionsQueryOptions(organizationUuid: string) {
  return queryOptions({
    queryKey: companyKeys.permissions(organizationUuid),
    queryFn: async () => {
      const answer = await api(identityEndpoints.getMyOrganizationPermissions, {
        params: { org: organizationUuid },
      });
      return answer?.permissions ?? [];
    },
    staleTime: 5 * 60_000,
  });
}
