import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '../../lib/http/httpClient.ts';
import { authKeys } from '../../lib/identity/authKeys.ts';
import { companyKeys } from '../../lib/identity/companyKeys.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { setErrorReportingUser } from '../../lib/telemetry/errorReporting.ts';

/**
 * Keeps the rest of the app in step with the session: the http client's CSRF token, the error-reporting
 * user, and a refresh when another tab signals a change through local storage (docs/product/sign-in.md
 * SIGNIN-2).
 */
export function SessionSync() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const csrfToken = session?.csrfToken ?? null;
  const configured = useRef<string | null | undefined>(undefined);
  // During render, not in an effect: pages below run their effects (and first requests) before ours.
  if (configured.current !== csrfToken) {
    configured.current = csrfToken;
    http.configure({ csrfToken });
  }

  useEffect(() => setErrorReportingUser(session?.sub ?? null), [session?.sub]);

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.sessionSignal) return;
      // Signed in or out elsewhere: who I am, my companies and permissions may all have changed.
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [queryClient]);
  return null;
}
