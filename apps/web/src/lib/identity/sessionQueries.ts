import {
  identityEndpoints,
  type SessionInfo,
  SIGNED_IN_HINT_COOKIE,
  sessionEndpoints,
} from '@portal/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../http/api.ts';
import { isHttpError } from '../http/HttpError.ts';
import { authKeys } from './authKeys.ts';

/**
 * A shape check, not the contract's zod schema: this runs for every visitor at start-up and zod would
 * otherwise be in the first chunk (the sign-in callback, a lazy chunk, parses the token answer fully).
 */
export function looksLikeSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { exp, csrfToken, sub, scope } = value as Record<string, unknown>;
  return (
    typeof exp === 'number' &&
    typeof csrfToken === 'string' &&
    typeof sub === 'string' &&
    typeof scope === 'object' &&
    scope !== null
  );
}

/** Whether the server's signed-in hint is there: without it no session cookie was set or it was cleared. */
export function mayHaveSession(): boolean {
  return document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * GET /api/v1/sessionInfo. A 401 means signed out, which is an answer, not an error (no login redirect).
 * A visitor without the signed-in hint is signed out without asking: the 401 would be a console error.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  if (!mayHaveSession()) return null;
  try {
    const answer = await api(sessionEndpoints.getSessionInfo, { excludeFromGlobalHandling: [401] });
    return looksLikeSessionInfo(answer) ? answer : null;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Records a visitor as signed out before the first render, as fetchSession would answer without asking:
 * the first render is then the signed-out page itself (its 'Sign in' buttons in place, no shift when the
 * query settles), which is also what the prerendered public pages show.
 */
export function seedSignedOutSession(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.session(), null);
}

/**
 * Hands the session request main.tsx started beside the config request to the query cache, so the first
 * render finds it under way (or answered) instead of asking after the shell's chunks have run.
 * A failure leaves the query in error and the first reader asks again, as without it.
 */
export function prefetchSession(queryClient: QueryClient, answer: Promise<SessionInfo | null>): void {
  void queryClient.prefetchQuery({ ...sessionQueryOptions(), queryFn: () => answer });
}

/**
 * Loaded at start and refreshed on demand (docs/product/sign-in.md SIGNIN-2); each read also keeps the server
 * session alive.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /auth/v1/users/self: who I am, with my global permissions (docs/product/access.md ACCESS-3). */
export function userSelfQueryOptions() {
  return queryOptions({
    queryKey: authKeys.userSelf(),
    queryFn: () => api(identityEndpoints.getUserSelf),
    staleTime: 5 * 60_000,
  });
}
