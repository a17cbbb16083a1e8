import { entitlementsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

/** Query keys of a company's entitlements. */
export const entitlementsKeys = {
  /** Every company's summaries: what a change to a package (which reaches its holders) invalidates. */
  all: ['entitlements'] as const,
  /** Every summary of the company: what a change to its entitlements or its use invalidates. */
  company: (org: string) => ['entitlements', org] as const,
  summary: (org: string, includeRestricted: boolean) =>
    [...entitlementsKeys.company(org), includeRestricted] as const,
};

/** Read by the entitlements page and by the dialogs that create what counts against a limit. */
export function entitlementsQueryOptions(org: string, includeRestricted: boolean) {
  return queryOptions({
    queryKey: entitlementsKeys.summary(org, includeRestricted),
    queryFn: ({ signal }) =>
      api(entitlementsEndpoints.getEntitlements, {
        params: { org },
        query: { includeRestricted: includeRestricted ? 'true' : 'false' },
        signal,
      }),
  });
}
