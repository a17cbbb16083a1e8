import { type Organization, sortOrganizations, type UserOrganizationsResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/httpClient.ts';
import { companyKeys } from './companyKeys.ts';

/**
 * GET /auth/v2/organizations/self. The server sorts already; sorting again with the same contracts rule
 * (SPEC.md 5) keeps the switcher right should an older server or a proxy cache answer.
 */
export async function fetchUserOrganizations(): Promise<Organization[]> {
  const answer = await http.get<UserOrganizationsResponse>('/auth/v2/organizations/self');
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
      const answer = await http.get<{ permissions: string[] }>(
        `/auth/v2/organizations/${encodeURIComponent(organizationUuid)}/permissions/self`,
      );
      return answer?.permissions ?? [];
    },
    staleTime: 5 * 60_000,
  });
}
