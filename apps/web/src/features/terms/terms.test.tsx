import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { RequireSignedTerms } from './RequireSignedTerms.tsx';

const gated: RouteObject[] = [
  {
    path: '/console/apps',
    element: (
      <RequireSignedTerms>
        <h1>Apps</h1>
      </RequireSignedTerms>
    ),
  },
  { path: '/terms/agree', element: <h1>Agree page</h1> },
];

describe('RequireSignedTerms', () => {
  it('sends a user who has not agreed to /terms/agree, keeping the path', async () => {
    stubIdentityFetch({ terms: { agreed: false, agreedAt: null } });
    const { router } = renderWithProviders(null, { routes: gated, path: '/console/apps?tab=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/agree'));
    expect(router.state.location.search).toBe(`?path=${encodeURIComponent('/console/apps?tab=2')}`);
  });

  it('lets a user who agreed through', async () => {
    stubIdentityFetch();
    renderWithProviders(null, { routes: gated, path: '/console/apps' });
    expect(await screen.findByRole('heading', { name: 'Apps' })).toBeInTheDocument();
  });
});

describe('terms pages', () => {
  it('shows /terms and /terms/overview as the same screen', async () => {
    stubIdentityFetch({ signedIn: false });
    renderPortal({ path: '/terms/overview' });
    expect(await screen.findByRole('heading', { name: 'Terms', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Developer Program Terms' })).toHaveAttribute(
      'href',
      '/terms/overview/developerprogram',
    );
  });

  it('records the agreement with the current version, then goes on to the safe return path', async () => {
    const fetchMock = stubIdentityFetch({
      terms: { agreed: false, agreedAt: null },
      extra: (method, path) =>
        method === 'POST' && path === '/auth/v2/users/self/terms'
          ? json({ version: '2026-01', agreed: true, agreedAt: '2026-02-01T00:00:00.000Z' })
          : undefined,
    });
    const user = userEvent.setup();
    const { router } = renderPortal({
      path: '/terms/agree?path=%2Fprofile',
    });
    const accept = await screen.findByRole('button', { name: 'Accept and continue' });
    expect(accept).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and agree to the Developer Program Terms of Use' }),
    );
    await user.click(accept);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const post = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/auth/v2/users/self/terms'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ version: '2026-01' });
  });

  it('sends a signed-out visitor of /terms/agree to sign in first', async () => {
    stubIdentityFetch({ signedIn: false });
    const { router } = renderPortal({ path: '/terms/agree' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
