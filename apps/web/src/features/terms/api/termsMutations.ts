import { identityEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { authKeys } from '../../../lib/identity/authKeys.ts';
import { termsKeys } from './keys.ts';

/**
 * POST /auth/v2/users/self/terms {version}: records the agreement. A 409 means staff published a newer
 * version meanwhile: the status and the version are read again, so the page offers the new one.
 */
export function useAgreeToTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) =>
      api(identityEndpoints.agreeToTerms, { body: { version }, excludeFromGlobalHandling: [409] }),
    onSuccess: (status) => {
      queryClient.setQueryData(authKeys.terms(), status);
      // users/self carries hasSignedTerms.
      void queryClient.invalidateQueries({ queryKey: authKeys.userSelf() });
    },
    onError: (error) => {
      if (!isHttpError(error) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: authKeys.terms() });
      void queryClient.invalidateQueries({ queryKey: termsKeys.all });
    },
  });
}
