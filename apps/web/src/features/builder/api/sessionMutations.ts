import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignInWithPopup } from '../../auth/index.ts';
import { builderApi } from './builderApi.ts';
import { builderKeys } from './keys.ts';

/** Both save what is typed first (`flush`): a session that ends must not take the user's work with it. */
type Flush = () => Promise<boolean>;

/** Renews the builder's session; the answer is its new status. */
export function useRenewBuilderSessionMutation(flush: Flush) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await flush();
      return builderApi.renewSession();
    },
    onSuccess: (fresh) => queryClient.setQueryData(builderKeys.session(), fresh),
  });
}

/**
 * Signs in again in the sign-in window (docs/product/builder.md BUILDER-12), the page and its draft staying
 * as they are.
 */
export function useSignInAgainMutation(flush: Flush) {
  const queryClient = useQueryClient();
  const signInWithPopup = useSignInWithPopup();
  return useMutation({
    mutationFn: async () => {
      await flush();
      await signInWithPopup({ returnPath: window.location.pathname });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.session() }),
  });
}
