import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { callsOf, demoSession, json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';
import { saveSignInTransaction } from './sessionStorageData.ts';

const STATE = 'state-'.padEnd(43, 'x');

function startedSignIn(returnPath = '/profile') {
  saveSignInTransaction({
    state: STATE,
    nonce: 'nonce-'.padEnd(43, 'n'),
    codeVerifier: 'v'.repeat(64),
    returnPath,
    isPopup: false,
    clientId: 'portal-web',
  });
}

describe('authentication callback routes', () => {
  it.each([
    '/auth',
    '/orchestrate/auth',
    '/soap-api-explorer/auth',
    '/orchestration-activity/auth',
    '/studiobuilder/auth',
  ])('%s redeems the code on production and goes to the stored return path', async (callbackPath) => {
    startedSignIn('/terms');
    const fetchMock = stubIdentityFetch({
      signedIn: false,
      extra: (method, path) =>
        method === 'POST' && path === '/api/v1/token' ? json(demoSession) : undefined,
    });
    const { router } = renderPortal({
      path: `${callbackPath}?state=${STATE}&code=abc&iss=http%3A%2F%2Flocalhost%2Foidc`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect(callsOf(fetchMock)).toContain('POST /api/v1/token');
    // Other tabs are told the session changed.
    expect(localStorage.getItem(storageKeys.sessionSignal)).not.toBeNull();
  });

  it('shows a blocking loading screen while it authenticates, and nothing else', async () => {
    startedSignIn();
    // The token call never answers: the page stays on its loading screen.
    stubIdentityFetch({
      signedIn: false,
      extra: (method, path) =>
        method === 'POST' && path === '/api/v1/token' ? (new Promise(() => undefined) as never) : undefined,
    });
    renderPortal({ path: `/auth?state=${STATE}&code=abc` });
    expect(await screen.findByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows the provider's error description", async () => {
    startedSignIn();
    stubIdentityFetch({ signedIn: false });
    renderPortal({
      path: `/auth?error=access_denied&error_description=Your%20account%20is%20locked&state=${STATE}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });

  it("says 'Invalid server response: missing access_token' when the token answer is not session info", async () => {
    startedSignIn();
    stubIdentityFetch({
      signedIn: false,
      extra: (method, path) =>
        method === 'POST' && path === '/api/v1/token' ? json({ token_type: 'Bearer' }) : undefined,
    });
    renderPortal({ path: `/auth?state=${STATE}&code=abc` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid server response: missing access_token',
    );
  });

  it('refuses a callback whose state this tab did not start', async () => {
    stubIdentityFetch({ signedIn: false });
    renderPortal({ path: `/auth?state=${STATE}&code=abc` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'does not belong to a sign-in started in this browser tab',
    );
  });

  it('goes home instead of to an unsafe stored return path', async () => {
    startedSignIn('//evil.example');
    stubIdentityFetch({
      extra: (method, path) =>
        method === 'POST' && path === '/api/v1/token' ? json(demoSession) : undefined,
    });
    const { router } = renderPortal({
      path: `/auth?state=${STATE}&code=abc`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
