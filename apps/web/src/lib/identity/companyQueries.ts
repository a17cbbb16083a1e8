import {
  identityEndpoints,
  type Organization,
  type PermissionsResponse,
  sortOrganizations,
  type UserOrganizationsResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../http/api.ts';
import { companyKeys } from './companyKeys.ts';

/**
 * GET /auth/v2/organizations/self. The server sorts already; sorting again with the same contracts rule
 * (docs/product/sign-in.md SIGNIN-11) keeps the switcher right should an older server or a proxy cache
 * answer.
 */
export async function fetchUserOrganizations(): Promise<Organization[]> {
  return organizationsOf(await api(identityEndpoints.listMyOrganizations));
}

/** The companies query's data from the endpoint's answer (also the page's own copy: signedInContext.ts). */
export function organizationsOf(answer: UserOrganizationsResponse | undefined): Organization[] {
  return sortOrganizations(answer?.userOrganizations ?? []);
}

/** A permissions query's data from the endpoint's answer. */
export function permissionsOf(answer: PermissionsResponse | undefined): string[] {
  return answer?.permissions ?? [];
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
    queryFn: async () =>
      permissionsOf(
        await api(identityEndpoints.getMyOrganizationPermissions, { params: { org: organizationUuid } }),
      ),
    staleTime: 5 * 60_000,
  });
}
