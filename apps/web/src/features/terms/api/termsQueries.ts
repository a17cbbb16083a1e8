import type { TermsStatus } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';
import { authKeys } from '../../auth/api/keys.ts';
import { termsKeys } from './keys.ts';

/** GET /auth/v2/users/self/terms: the current version and whether I agreed to it. */
export function termsStatusQueryOptions() {
  return queryOptions({
    queryKey: termsKeys.status(),
    queryFn: () => http.get<TermsStatus>('/auth/v2/users/self/terms'),
    staleTime: 5 * 60_000,
  });
}

/** POST /auth/v2/users/self/terms {version}: records the agreement (409 when not the current version). */
export function useAgreeToTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => http.post<TermsStatus>('/auth/v2/users/self/terms', { version }),
    onSuccess: (status) => {
      queryClient.setQueryData(termsKeys.status(), status);
      // users/self carries hasSignedTerms.
      void queryClient.invalidateQueries({ queryKey: authKeys.userSelf() });
    },
  });
}
