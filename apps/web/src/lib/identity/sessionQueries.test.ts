import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../test/identityStub.ts';
import { authKeys } from './authKeys.ts';
import { fetchSession, prefetchSession } from './sessionQueries.ts';

describe('fetchSession', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting its hint.
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
  });

  it('asks nothing without the signed-in hint: the visitor is signed out, and no 401 is logged', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above, clearing it.
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the hint is there, and takes its 401 as signed out', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'unauthorized', message: 'Not signed in' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSession()).toBeNull();
    expect(String((fetchMock.mock.calls as unknown[][])[0]?.[0])).toContain('/api/v1/sessionInfo');
  });
});

describe('prefetchSession', () => {
  it('puts the answer of the session request started at start-up in the cache, without asking again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    prefetchSession(client, Promise.resolve(demoSession));
    await vi.waitFor(() => expect(client.getQueryData(authKeys.session())).toEqual(demoSession), {
      timeout: 10_000,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a failed start-up request to the query: in error, so the first reader asks again', async () => {
    const client = new QueryClient();
    prefetchSession(client, Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(client.getQueryState(authKeys.session())?.status).toBe('error'), {
      timeout: 10_000,
    });
    expect(client.getQueryData(authKeys.session())).toBeUndefined();
  });
});
