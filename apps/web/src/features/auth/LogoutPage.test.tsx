import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

/** A promise and the function that settles it. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('/logout opened directly', () => {
  it('signs out and lands on /about, though the header asked who the user is as the session ended', async () => {
    // The browser is on /logout (the http client reads the real location for the 401 rule).
    window.history.replaceState(null, '', '/logout');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const headerAsked = signal();
    const sessionEnded = signal();
    // The order a real server showed: the header asks who the user is while the logout is
    // under way, and is answered 401 once the session has ended; that 401 sent the user to sign in.
    const identity = stubIdentityFetch();
    let logoutPosts = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST' && path === '/api/v1/logout') {
        logoutPosts += 1;
        await headerAsked.fired;
        sessionEnded.fire();
        return json({ loggedOut: true });
      }
      if (path === '/auth/v1/users/self') {
        headerAsked.fire();
        await sessionEnded.fired;
        return json({ error: 'unauthorized', message: 'Not signed in' }, 401);
      }
      return identity(input, init);
    });
    const { router } = renderPortal({ path: '/logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(logoutPosts).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
