import type { SessionInfo } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from './authKeys.ts';
import { sessionQueryOptions } from './sessionQueries.ts';

export type SessionState = {
  session: SessionInfo | null;
  /** docs/product/sign-in.md SIGNIN-1: signed in means exp is in the future. */
  isSignedIn: boolean;
  /** The first answer has not arrived yet: neither signed in nor out is known. */
  isLoading: boolean;
  /** Reads the session again (SIGNIN-2: refreshed on demand). */
  refresh: () => Promise<void>;
};

/**
 * The same rule as contracts' isSignedIn, written here so the first chunk does not import the contracts'
 * session module and its zod schemas.
 */
export function isSessionLive(session: Pick<SessionInfo, 'exp'> | null | undefined, nowMs = Date.now()) {
  return !!session && session.exp * 1000 > nowMs;
}

export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? null;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
    [queryClient],
  );
  return { session, isSignedIn: isSessionLive(session), isLoading: query.isPending, refresh };
}
