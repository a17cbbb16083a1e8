import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoOrganizations, stubIdentityFetch } from '../test/identityStub.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import type { renderWithProviders } from '../test/renderWithProviders.tsx';

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({
    width,
  });
}

afterEach(() => setViewportWidth(1024));

function renderShell(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderPortal({ path: '/', ...options });
}

describe('Layout', () => {
  it('offers a skip link to the main content as the first focusable element', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBe(screen.getByRole('main'));
  });

  it('links the product name home', async () => {
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/about', config: { productName: 'Acme' } });
    await user.click(await screen.findByRole('link', { name: 'Acme Developers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links only built areas on production', async () => {
    renderShell();
    // Apps, analytics, API clients, tenants, users, the docs and the public app catalog are built.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Apps',
      'Analytics',
      'API Clients',
      'Tenants',
      'Users',
      'Documentation',
      'App Catalog',
    ]);
  });

  it('links the areas the user may open on development, leaving out the forbidden admin area', async () => {
    renderShell({ config: { envLevel: 'DEV' } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Apps',
      'Analytics',
      'API Clients',
      'Tenants',
      'Users',
      'Documentation',
      'App Catalog',
    ]);
  });

  it('marks the link of the current area', async () => {
    renderShell({ path: '/console/tenants', config: { envLevel: 'DEV' } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the navigation from the burger on a narrow screen and closes it after navigating', async () => {
    setViewportWidth(375);
    const acme = demoOrganizations.find((org) => org.associationType === 'PRIMARY')!;
    stubIdentityFetch({ permissions: { [acme.organizationUuid]: ['apps.read', 'clients.read'] } });
    const user = userEvent.setup();
    renderShell({ config: { envLevel: 'DEV' } });
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    const navs = screen.getAllByRole('navigation', { name: 'Main' });
    const mobileNav = navs.find((nav) => nav.id === 'mobile-navigation')!;
    await user.click(within(mobileNav).getByRole('link', { name: 'API Clients' }));
    expect(await screen.findByRole('heading', { name: 'API Clients' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('mobile-navigation')).toBeNull());
  });
});
