import type { TermsVersion } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';
import { termsKeys } from './keys.ts';

/** GET /auth/v2/users/terms: the version in force, for anyone (staff publish new ones). */
export function currentTermsQueryOptions() {
  return queryOptions({
    queryKey: termsKeys.current(),
    queryFn: () => http.get<TermsVersion>('/auth/v2/users/terms'),
    staleTime: 5 * 60_000,
  });
}
