import { identityEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../http/api.ts';
import { authKeys } from './authKeys.ts';

/**
 * GET /auth/v2/users/self/terms: the current version and whether I agreed to it. Under the auth keys
 * (the status belongs to the signed-in user), so sign-in and logout reset it.
 */
export function termsStatusQueryOptions() {
  return queryOptions({
    queryKey: authKeys.terms(),
    queryFn: () => api(identityEndpoints.getMyTermsStatus),
    staleTime: 5 * 60_000,
  });
}
