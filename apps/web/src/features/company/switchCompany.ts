import type { Organization, Region } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http as defaultHttp, type HttpClient } from '../../lib/http/httpClient.ts';

/** The calls made here; the app's http client fits, tests pass stubs. */
type SessionHttp = {
  post(path: string, body?: unknown, options?: object): Promise<unknown>;
  configure: HttpClient['configure'];
};

import { authKeys } from '../../lib/identity/authKeys.ts';
import { companyKeys } from '../../lib/identity/companyKeys.ts';
import { userOrganizationsQueryOptions } from '../../lib/identity/companyQueries.ts';
import { looksLikeSessionInfo } from '../../lib/identity/sessionQueries.ts';
import type { CompanyChannel } from './companyChannel.ts';
import { readStoredOrgId, storeOrgId } from './selectedCompany.ts';

export type SwitchDeps = {
  queryClient: QueryClient;
  channel: Pick<CompanyChannel, 'post'>;
  /** The session's region now (scope.region). */
  currentRegion: Region | undefined;
  http?: SessionHttp;
};

/**
 * The company switch (docs/product/sign-in.md SIGNIN-12), its first steps: store the selection (cookie and
 * storage); switch the session's region through token-exchange when the company lives elsewhere; re-read the
 * org list; tell every tab. Steps 4 and 5 (remount, 'Company Switched') are the caller's. On failure the
 * previous selection is restored and the error is thrown.
 */
export async function switchCompany(target: Organization, deps: SwitchDeps): Promise<void> {
  const client = deps.http ?? defaultHttp;
  const previous = readStoredOrgId();
  storeOrgId(target.organizationUuid);
  try {
    if (deps.currentRegion && target.region !== deps.currentRegion) {
      const session = await client.post('/api/v1/token-exchange', { region: target.region });
      if (!looksLikeSessionInfo(session)) throw new Error('Invalid server response: missing access_token');
      client.configure({ csrfToken: session.csrfToken });
      deps.queryClient.setQueryData(authKeys.session(), session);
    }
    client.configure({ organizationId: target.organizationUuid });
    // fetchQuery with staleTime 0 always asks the server and throws when it fails.
    await deps.queryClient.fetchQuery({ ...userOrganizationsQueryOptions(), staleTime: 0 });
    await deps.queryClient.invalidateQueries({ queryKey: companyKeys.all, refetchType: 'none' });
  } catch (error) {
    if (previous) storeOrgId(previous);
    client.configure({ organizationId: previous ?? null });
    throw error;
  }
  deps.channel.post({
    type: 'company-switched',
    organizationUuid: target.organizationUuid,
    organizationName: target.organizationName,
  });
}
