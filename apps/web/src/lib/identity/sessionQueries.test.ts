import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession } from './sessionQueries.ts';

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
