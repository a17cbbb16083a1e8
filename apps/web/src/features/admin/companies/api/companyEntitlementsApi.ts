import { type EntitlementName, type EntitlementOverrides, entitlementsEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { entitlementsKeys } from '../../../account/index.ts';

// The section shows the server's refusals itself (a bad date, an entitlement held already).
const own = { excludeFromGlobalHandling: [400, 404, 409] } as const;

/** Staff's changes to a company's entitlements (docs/identity-api.md "Entitlements"). */
export const companyEntitlementsApi = {
  grant: (org: string, name: EntitlementName, startDate: string) =>
    api(entitlementsEndpoints.grantEntitlement, { params: { org }, body: { name, startDate }, ...own }),
  revoke: (org: string, name: EntitlementName) =>
    api(entitlementsEndpoints.revokeEntitlement, { params: { org, name }, ...own }),
  setOverrides: (org: string, overrides: EntitlementOverrides['overrides']) =>
    api(entitlementsEndpoints.setEntitlementOverrides, { params: { org }, body: { overrides }, ...own }),
};

/** Every change refreshes the company's summaries, staff's and the company's own. */
export function useEntitlementsMutation<T, R>(org: string, write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: entitlementsKeys.company(org) }),
  });
}
