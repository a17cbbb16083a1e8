import { identityEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';
import { termsKeys } from './keys.ts';

/** GET /auth/v2/users/terms: the version in force, for anyone (staff publish new ones). */
export function currentTermsQueryOptions() {
  return queryOptions({
    queryKey: termsKeys.current(),
    queryFn: () => api(identityEndpoints.getCurrentTerms),
    staleTime: 5 * 60_000,
  });
}
