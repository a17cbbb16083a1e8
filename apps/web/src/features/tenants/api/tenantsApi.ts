import { tenantsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiAll } from '../../../lib/http/api.ts';

export const tenantsKeys = {
  company: (organizationId: string) => ['tenants', organizationId] as const,
};

/**
 * Every tenant of the company, by name (GET /auth/v1/organizations/{org}/tenants, pages of 100). The deploy
 * dialog shows its own error rather than the global 403 page: a user may deploy without reading tenants.
 */
export function companyTenantsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: tenantsKeys.company(organizationId),
    queryFn: ({ signal }) =>
      apiAll(tenantsEndpoints.listTenants, {
        params: { org: organizationId },
        signal,
        excludeFromGlobalHandling: [403, 404],
      }),
    staleTime: 60_000,
  });
}
