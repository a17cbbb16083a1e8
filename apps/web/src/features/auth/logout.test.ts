import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/HttpError.ts';
import { authKeys } from '../../lib/identity/authKeys.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { errorReportingUser, setErrorReportingUser } from '../../lib/telemetry/errorReporting.ts';
import { logout } from './logout.ts';

const session = { exp: 4_000_000_000, csrfToken: 'csrf-1', sub: 'u1', scope: { region: 'scylla:us' } };

function setup(post = vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ loggedOut: true }))) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.session(), session);
  queryClient.setQueryData(['company', 'list'], [{ organizationUuid: 'o1' }]);
  const client = { post, configure: vi.fn() };
  return { queryClient, client };
}

describe('logout', () => {
  it('posts to the logout endpoint with the CSRF token configured first', async () => {
    const { queryClient, client } = setup();
    await logout(queryClient, client);
    expect(client.configure.mock.calls[0]![0]).toEqual({ csrfToken: 'csrf-1' });
    expect(client.post).toHaveBeenCalledWith('/api/v1/logout', undefined, {
      excludeFromGlobalHandling: true,
    });
  });

  it('clears stored session data, the error-reporting user and cached identity, and signals other tabs', async () => {
    localStorage.setItem(storageKeys.orgUuid, 'o1');
    localStorage.setItem(storageKeys.userLocale, 'fr_CA');
    setErrorReportingUser('u1');
    const { queryClient, client } = setup();
    await logout(queryClient, client);
    expect(localStorage.getItem(storageKeys.orgUuid)).toBeNull();
    expect(localStorage.getItem(storageKeys.userLocale)).toBe('fr_CA');
    expect(localStorage.getItem(storageKeys.sessionSignal)).not.toBeNull();
    expect(errorReportingUser()).toBeNull();
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
    expect(queryClient.getQueryData(['company', 'list'])).toBeUndefined();
    expect(client.configure).toHaveBeenLastCalledWith({
      csrfToken: null,
      organizationId: null,
      authorization: null,
    });
  });

  it('still clears the browser side when the server refuses', async () => {
    localStorage.setItem(storageKeys.orgUuid, 'o1');
    const { queryClient, client } = setup(vi.fn(async () => Promise.reject(new HttpError(500, 'x', 'down'))));
    await logout(queryClient, client);
    expect(localStorage.getItem(storageKeys.orgUuid)).toBeNull();
  });
});
