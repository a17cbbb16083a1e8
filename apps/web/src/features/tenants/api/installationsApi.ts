import { deployEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export const installationKeys = {
  /** Under the company: a switch of company never shows another company's installations from the cache. */
  ofTenant: (organizationId: string, tenant: string) => ['installations', organizationId, tenant] as const,
};

/** The apps installed on one of the company's tenants (installations, first page of 100). */
export function tenantInstallationsQueryOptions(organizationId: string, tenant: string) {
  return queryOptions({
    queryKey: installationKeys.ofTenant(organizationId, tenant),
    queryFn: ({ signal }) =>
      api(deployEndpoints.listInstallations, {
        query: { tenant },
        signal,
        excludeFromGlobalHandling: [403],
      }),
  });
}
