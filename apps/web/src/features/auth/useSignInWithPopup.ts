import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '../../lib/identity/authKeys.ts';
import { companyKeys } from '../../lib/identity/companyKeys.ts';
import { signInWithPopup } from './signInPopup.ts';

/**
 * Signs in through the 800x500 popup without leaving the page (e.g. from an API explorer), then reads the
 * session and the companies again. Rejects with the popup's error or 'Authentication was cancelled.'.
 */
export function useSignInWithPopup(): (options?: { returnPath?: string }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (options) => {
      await signInWithPopup(options);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
    [queryClient],
  );
}
