import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { unbuiltRoute } from '../lib/routes/routeTypes.ts';
import { useStatusTrigger } from '../lib/routes/StatusTriggerContext.tsx';
import { stubIdentityFetch } from '../test/identityStub.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { RouteGate } from './RouteGate.tsx';
import type { PortalRouteHandle } from './routeHandle.ts';

function AppPage() {
  const { notFound, forbidden } = useStatusTrigger();
  return (
    <>
      <h1>App page</h1>
      <Button onClick={notFound}>API said 404</Button>
      <Button onClick={forbidden}>API said 403</Button>
      <Link to="/apps/2">Next app</Link>
    </>
  );
}

const appHandle: PortalRouteHandle = {
  portalRoute: {
    path: '/apps/:id',
    titleKey: 'console:routes.appView',
    area: 'console-apps',
    lazy: async () => ({ Component: AppPage }),
  },
};
const triggerRoutes: RouteObject[] = [
  { element: <RouteGate />, children: [{ path: '/apps/:id', element: <AppPage />, handle: appHandle }] },
];

// Every area is built now: the gate's rule for an unbuilt one is tested on a route made for it.
const unbuiltHandle: PortalRouteHandle = {
  portalRoute: unbuiltRoute({
    path: '/soon',
    titleKey: 'console:routes.appOrchestrationActivity',
    area: 'console-apps',
  }),
};
const unbuiltRoutes: RouteObject[] = [
  { element: <RouteGate />, children: [{ path: '/soon', handle: unbuiltHandle }] },
];

describe('RouteGate', () => {
  it('shows Not Found with a way home for a path no route matches', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you requested was not found. It may have been removed or renamed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Workday Developers'));
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows Not Found on a production deployment for a route whose area is not built', async () => {
    renderWithProviders(null, { routes: unbuiltRoutes, path: '/soon' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('names the unbuilt area on a development deployment and titles the page after the route', async () => {
    stubIdentityFetch();
    renderWithProviders(null, { routes: unbuiltRoutes, path: '/soon', config: { envLevel: 'DEV' } });
    expect(
      await screen.findByRole('heading', { name: 'Console apps is not available yet' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Orchestration Activity | Workday Developers'));
  });

  it('sends a signed-out visitor of a console route to sign in, keeping the path', async () => {
    stubIdentityFetch({ signedIn: false });
    const { router } = renderPortal({
      path: '/console/tenants?x=1',
      config: { envLevel: 'DEV' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?path=${encodeURIComponent('/console/tenants?x=1')}`);
  });

  it('shows the admin area to provider staff with the global permission', async () => {
    stubIdentityFetch({ user: { globalPermissions: ['admin.portal'], isProviderEmployee: true } });
    renderPortal({
      path: '/admin/packages',
      config: { envLevel: 'DEV' },
    });
    expect(await screen.findByRole('heading', { name: 'Packages', level: 1 })).toBeInTheDocument();
  });

  it('shows the forbidden view for an org-permission route to a user whose company lacks it', async () => {
    stubIdentityFetch({ permissions: { '00000000-0000-4000-8000-000000000001': ['apps.read'] } });
    renderPortal({
      path: '/console/users',
      config: { envLevel: 'DEV' },
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the forbidden view for an admin route to a user without the global permission', async () => {
    stubIdentityFetch();
    renderPortal({
      path: '/admin/apps',
      config: { envLevel: 'DEV' },
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not available yet/ })).not.toBeInTheDocument();
  });

  it('sends /downloads to /local in federal mode, where /local exists', async () => {
    const { router } = renderPortal({
      path: '/downloads',
      config: { envLevel: 'DEV', portalMode: 'federal' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/local'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Page Not Found');
  });

  it('shows Not Found for /local outside federal mode and keeps /downloads where it is', async () => {
    renderPortal({ path: '/local', config: { envLevel: 'DEV' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const { router } = renderPortal({
      path: '/downloads',
      config: { envLevel: 'DEV' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'));
  });

  it('renders a built page and sets its title with the product name', async () => {
    renderPortal({
      path: '/',
      config: { productName: 'Acme' },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Acme Developers'));
  });

  it('replaces the page with the 404 view when the page pulls the not-found trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, { routes: triggerRoutes, path: '/apps/1' });
    await user.click(await screen.findByRole('button', { name: 'API said 404' }));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'App page' })).not.toBeInTheDocument();
  });

  it('replaces the page with the 403 view when the page pulls the forbidden trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, { routes: triggerRoutes, path: '/apps/1' });
    await user.click(await screen.findByRole('button', { name: 'API said 403' }));
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the page again once the path changes after a trigger', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes: triggerRoutes, path: '/apps/1' });
    await user.click(await screen.findByRole('button', { name: 'API said 404' }));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await router.navigate('/apps/2');
    expect(await screen.findByRole('heading', { name: 'App page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });
});
