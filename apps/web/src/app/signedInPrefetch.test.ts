import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../lib/identity/authKeys.ts';
import { companyKeys } from '../lib/identity/companyKeys.ts';
import { storageKeys } from '../lib/storage/storageKeys.ts';
import { callsOf, demoOrganizations, demoSession, stubIdentityFetch } from '../test/identityStub.ts';
import { prefetchSignedInContext } from './signedInPrefetch.ts';

const ACME = demoOrganizations.find((org) => org.associationType === 'PRIMARY')!.organizationUuid;
const BRIGHT = demoOrganizations.find((org) => org.organizationName === 'Bright Partners')!.organizationUuid;

describe('prefetchSignedInContext', () => {
  afterEach(() => window.localStorage.clear());

  it('asks the user, the terms, the companies and the default company’s permissions once signed in', async () => {
    const fetchMock = stubIdentityFetch();
    const client = new QueryClient();
    prefetchSignedInContext(client, Promise.resolve(demoSession));
    await vi.waitFor(
      () => expect(client.getQueryData(companyKeys.permissions(ACME))).toEqual(['apps.read']),
      {
        timeout: 10_000,
      },
    );
    expect(client.getQueryData(authKeys.userSelf())).toMatchObject({ email: 'admin@demo.example' });
    expect(client.getQueryData(authKeys.terms())).toMatchObject({ agreed: true });
    expect(callsOf(fetchMock).sort()).toEqual(
      [
        'GET /auth/v1/users/self',
        'GET /auth/v2/organizations/self',
        'GET /auth/v2/users/self/terms',
        `GET /auth/v2/organizations/${ACME}/permissions/self`,
      ].sort(),
    );
  });

  it('asks the permissions of the stored company, as the company switcher will select it', async () => {
    window.localStorage.setItem(storageKeys.orgUuid, BRIGHT);
    const fetchMock = stubIdentityFetch();
    const client = new QueryClient();
    prefetchSignedInContext(client, Promise.resolve(demoSession));
    await vi.waitFor(() => expect(client.getQueryData(companyKeys.permissions(BRIGHT))).toBeDefined(), {
      timeout: 10_000,
    });
    expect(callsOf(fetchMock)).not.toContain(`GET /auth/v2/organizations/${ACME}/permissions/self`);
  });

  it('asks nothing for a visitor the session request found signed out, or when it failed', async () => {
    const fetchMock = stubIdentityFetch({ signedIn: false });
    const client = new QueryClient();
    prefetchSignedInContext(client, Promise.resolve(null));
    prefetchSignedInContext(client, Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks no permissions when the user has no company', async () => {
    const fetchMock = stubIdentityFetch({ organizations: [] });
    const client = new QueryClient();
    prefetchSignedInContext(client, Promise.resolve(demoSession));
    await vi.waitFor(() => expect(client.getQueryData(companyKeys.list())).toEqual([]), { timeout: 10_000 });
    expect(callsOf(fetchMock).some((call) => call.includes('/permissions/self'))).toBe(false);
  });
});
