import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../lib/identity/authKeys.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { demoOrganizations, demoSession, json, stubIdentityFetch } from '../../test/identityStub.ts';
import { switchCompany } from './switchCompany.ts';

const bright = demoOrganizations.find((o) => o.organizationName === 'Bright Partners')!;
const acme = demoOrganizations.find((o) => o.organizationName === 'Acme Health')!;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const http = {
    post: vi.fn(
      async (..._args: unknown[]): Promise<unknown> => ({
        ...demoSession,
        scope: { ...demoSession.scope, region: 'scylla:de' },
        csrfToken: 'csrf-2',
      }),
    ),
    configure: vi.fn(),
  };
  const channel = { post: vi.fn() };
  return { queryClient, http, channel };
}

describe('switchCompany', () => {
  it('switches the session region through token-exchange when the company lives in another region', async () => {
    stubIdentityFetch();
    const { queryClient, http, channel } = setup();
    await switchCompany(bright, { queryClient, http, channel, currentRegion: 'scylla:us' });
    expect(http.post).toHaveBeenCalledWith('/api/v1/token-exchange', { region: 'scylla:de' });
    expect(http.configure).toHaveBeenCalledWith({ csrfToken: 'csrf-2' });
    expect(queryClient.getQueryData<typeof demoSession>(authKeys.session())?.scope.region).toBe('scylla:de');
  });

  it('does not call token-exchange for a company in the session region', async () => {
    stubIdentityFetch();
    const { queryClient, http, channel } = setup();
    await switchCompany(acme, { queryClient, http, channel, currentRegion: 'scylla:us' });
    expect(http.post).not.toHaveBeenCalled();
  });

  it('stores the selection, sends the company header, re-reads the org list and tells the other tabs', async () => {
    const fetchMock = stubIdentityFetch();
    const { queryClient, http, channel } = setup();
    await switchCompany(bright, { queryClient, http, channel, currentRegion: 'scylla:de' });
    expect(localStorage.getItem(storageKeys.orgUuid)).toBe(bright.organizationUuid);
    expect(document.cookie).toContain(`devsite_org=${bright.organizationUuid}`);
    expect(http.configure).toHaveBeenCalledWith({ organizationId: bright.organizationUuid });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/v2/organizations/self'))).toBe(
      true,
    );
    expect(channel.post).toHaveBeenCalledWith({
      type: 'company-switched',
      organizationUuid: bright.organizationUuid,
      organizationName: 'Bright Partners',
    });
  });

  it('restores the previous company and tells no tab when the company cannot be loaded', async () => {
    stubIdentityFetch({ organizations: 'error' });
    localStorage.setItem(storageKeys.orgUuid, acme.organizationUuid);
    const { queryClient, http, channel } = setup();
    await expect(
      switchCompany(bright, { queryClient, http, channel, currentRegion: 'scylla:de' }),
    ).rejects.toThrow();
    expect(localStorage.getItem(storageKeys.orgUuid)).toBe(acme.organizationUuid);
    expect(http.configure).toHaveBeenLastCalledWith({ organizationId: acme.organizationUuid });
    expect(channel.post).not.toHaveBeenCalled();
  });

  it('fails when token-exchange answers something that is not session info', async () => {
    stubIdentityFetch({ extra: () => json({}) });
    const { queryClient, http, channel } = setup();
    http.post.mockResolvedValueOnce({ access_token: 'x' });
    await expect(
      switchCompany(bright, { queryClient, http, channel, currentRegion: 'scylla:us' }),
    ).rejects.toThrow('Invalid server response: missing access_token');
  });
});
