import type { EntitlementName, EntitlementOverrides, EntitlementsSummary } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { entitlementsKeys } from '../../../shared/entitlements/entitlementsApi.ts';

const base = (org: string) => `/auth/v1/organizations/${encodeURIComponent(org)}/entitlements`;
// The section shows the server's refusals itself (a bad date, an entitlement held already).
const own = { excludeFromGlobalHandling: [400, 404, 409] } as const;

/** Staff's changes to a company's entitlements (docs/identity-api.md "Entitlements"). */
export const companyEntitlementsApi = {
  grant: (org: string, name: EntitlementName, startDate: string) =>
    http.post<EntitlementsSummary>(base(org), { name, startDate }, own),
  revoke: (org: string, name: EntitlementName) =>
    http.delete<EntitlementsSummary>(`${base(org)}/${encodeURIComponent(name)}`, own),
  setOverrides: (org: string, overrides: EntitlementOverrides['overrides']) =>
    http.put<EntitlementOverrides>(`${base(org)}/overrides`, { overrides }, own),
};

/** Every change refreshes the company's summaries, staff's and the company's own. */
export function useEntitlementsMutation<T, R>(org: string, write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: entitlementsKeys.company(org) }),
  });
}
