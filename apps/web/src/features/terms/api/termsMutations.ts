import type { TermsStatus } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';
import { authKeys } from '../../../lib/identity/authKeys.ts';

/** POST /auth/v2/users/self/terms {version}: records the agreement (409 when not the current version). */
export function useAgreeToTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => http.post<TermsStatus>('/auth/v2/users/self/terms', { version }),
    onSuccess: (status) => {
      queryClient.setQueryData(authKeys.terms(), status);
      // users/self carries hasSignedTerms.
      void queryClient.invalidateQueries({ queryKey: authKeys.userSelf() });
    },
  });
}
