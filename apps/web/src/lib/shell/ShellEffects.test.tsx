import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { PortalModal } from '../modals/PortalModal.tsx';
import { configureTelemetry } from '../telemetry/telemetryConsent.ts';
import { hideAllToasts, toast } from '../toasts/toasts.ts';
import { routePatternFromMatches } from './routePattern.ts';
import { ShellEffects } from './ShellEffects.tsx';

const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));

function pageViews() {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/v1/telemetry/page-views')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function Titled({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <h1>{title}</h1>;
}

function AppWithModal() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Titled title="Apps | Acme Developers" />
      <PortalModal opened={opened} onClose={() => setOpened(false)} title="Create app" />
      <PortalModal opened onClose={() => undefined} title="Company Switched" persistOnNavigate />
    </>
  );
}

function renderShell(initialPath = '/console/apps') {
  const { router } = renderWithProviders(null, {
    path: initialPath,
    routes: [
      {
        element: (
          <>
            <ShellEffects />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/console/apps',
            element: <AppWithModal />,
            handle: { portalRoute: { path: '/console/apps' } },
          },
          {
            path: '/console/apps/view/:id',
            element: <Titled title="App | Acme Developers" />,
            handle: { portalRoute: { path: '/console/apps/view/:id' } },
          },
          {
            path: '/search',
            element: <Titled title="Search | Acme Developers" />,
            handle: { portalRoute: { path: '/search' } },
          },
        ],
      },
    ],
  });
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureTelemetry({ userMetrics: true });
});
afterEach(() => {
  act(() => hideAllToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

describe('ShellEffects', () => {
  it('records the first page view with the route pattern and the title the page set', async () => {
    renderShell();
    await waitFor(() =>
      expect(pageViews()).toEqual([{ path: '/console/apps', title: 'Apps | Acme Developers' }]),
    );
  });

  it('records the next page under its pattern, with the previous page as referrer', async () => {
    const router = renderShell();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await act(() => router.navigate('/console/apps/view/42?tab=logs'));
    await waitFor(() =>
      expect(pageViews()[1]).toEqual({
        path: '/console/apps/view/{id}',
        title: 'App | Acme Developers',
        referrerPath: '/console/apps',
      }),
    );
  });

  it('keeps the query of a search page view', async () => {
    renderShell('/search?q=payroll');
    await waitFor(() => expect(pageViews()[0]).toMatchObject({ path: '/search?q=payroll' }));
  });

  it('scrolls to the top on a page change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell();
    scrollTo.mockClear();
    await act(() => router.navigate('/console/apps/view/42'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('closes modals on a page change, except persistent ones', async () => {
    const router = renderShell();
    expect(screen.getByRole('dialog', { name: 'Create app' })).toBeInTheDocument();
    await act(() => router.navigate('/console/apps?sort=name'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create app' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Company Switched' })).toBeInTheDocument();
  });

  it('clears the toasts marked clearOnNavigate on a page change', async () => {
    const router = renderShell();
    act(() => {
      toast.info('Hint for this page', { clearOnNavigate: true, persistent: true });
      toast.info('App created', { persistent: true });
    });
    await act(() => router.navigate('/console/apps/view/42'));
    await waitFor(() => expect(screen.queryByText('Hint for this page')).not.toBeInTheDocument());
    expect(screen.getByText('App created')).toBeInTheDocument();
  });

  it('does nothing when only the hash changes', async () => {
    const router = renderShell();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => router.navigate('/console/apps#section'));
    // No waiting on the clock for something not to happen: a real page change after it is recorded,
    // and it is the only one, its referrer the page the hash changed on.
    await act(() => router.navigate('/search'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({ path: '/search', referrerPath: '/console/apps' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('routePatternFromMatches', () => {
  const match = (handle: unknown) => ({
    id: 'x',
    pathname: '/',
    params: {},
    data: undefined,
    loaderData: undefined,
    handle,
  });
  it('takes the deepest route pattern', () => {
    expect(
      routePatternFromMatches([
        match({ portalRoute: { path: '/a' } }),
        match({ portalRoute: { path: '/a/:id' } }),
      ]),
    ).toBe('/a/:id');
  });

  it('gives undefined when no match carries a pattern', () => {
    expect(routePatternFromMatches([match(undefined), match({ other: 1 })])).toBeUndefined();
  });
});
