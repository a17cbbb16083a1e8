import type { QueryClient } from '@tanstack/react-query';
import { http as defaultHttp, type HttpClient } from '../../lib/http/httpClient.ts';

/** The calls made here; the app's http client fits, tests pass stubs. */
type SessionHttp = {
  post(path: string, body?: unknown, options?: object): Promise<unknown>;
  configure: HttpClient['configure'];
};

import { authKeys } from '../../lib/identity/authKeys.ts';
import { companyKeys } from '../../lib/identity/companyKeys.ts';
import { sessionQueryOptions } from '../../lib/identity/sessionQueries.ts';
import { setErrorReportingUser } from '../../lib/telemetry/errorReporting.ts';
import { hideAllToasts } from '../../lib/toasts/toasts.ts';
import { clearStoredSessionData, signalSessionChange } from './sessionStorageData.ts';

/**
 * Every logout endpoint that applies (docs/product/sign-in.md SIGNIN-8). Only the backend-for-frontend's
 * exists today; the orchestration builder's and the dev tools server's join this list when those tools keep a
 * session.
 */
export const logoutEndpoints: readonly string[] = ['/api/v1/logout'];

/** What to go to after logout (SIGNIN-8). */
export const AFTER_LOGOUT_PATH = '/about';

/**
 * Logout (SIGNIN-8): all applicable endpoints in parallel, then stored session data and the
 * error-reporting user cleared and the other tabs told. A failing endpoint does not stop the rest: the
 * browser side is cleared whatever the server answered.
 */
export async function logout(queryClient: QueryClient, client: SessionHttp = defaultHttp) {
  // The CSRF token is needed for the POST: a fresh page load on /logout may not have read it yet.
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  if (session) client.configure({ csrfToken: session.csrfToken });
  await Promise.allSettled(
    logoutEndpoints.map((path) => client.post(path, undefined, { excludeFromGlobalHandling: true })),
  );
  clearStoredSessionData();
  setErrorReportingUser(null);
  hideAllToasts();
  client.configure({ csrfToken: null, organizationId: null, authorization: null });
  queryClient.setQueryData(authKeys.session(), null);
  queryClient.removeQueries({ queryKey: authKeys.userSelf() });
  queryClient.removeQueries({ queryKey: authKeys.terms() });
  queryClient.removeQueries({ queryKey: companyKeys.all });
  signalSessionChange();
}
