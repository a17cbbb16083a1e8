import { identityEndpoints, type Organization, sortOrganizations } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../http/api.ts';
import { companyKeys } from './companyKeys.ts';

/**
 * GET /auth/v2/organizations/self. The server sorts already; sorting again with the same contracts rule
 * (SPEC.md 5) keeps the switcher right should an older server or a proxy cache answer.
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

/** GET /auth/v2/organizations/{org}/permissions/self: the org permissions of SPEC.md 6. */
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
