import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIdentityFetch } from '../../test/identityStub.ts';
import { renderWithProviders as renderPage } from '../../test/renderWithProviders.tsx';
import { columnsFor } from './HomeAreas.tsx';
import { Component as HomePage } from './HomePage.tsx';

function linkTo(name: string) {
  return screen.getByRole('link', { name });
}

describe('HomePage', () => {
  it('shows one main heading and names the product from the public config', () => {
    renderPage(<HomePage />, { config: { productName: 'Acme HR' } });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Build on the platform your customers already run' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Everything you need to extend Acme HR' }),
    ).toBeInTheDocument();
  });

  it('offers sign-in, the app catalog, the docs and the tutorials to a visitor', async () => {
    stubIdentityFetch({ signedIn: false });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(linkTo('Explore the app catalog')).toHaveAttribute('href', '/app-catalog');
    expect(linkTo('Read the docs')).toHaveAttribute('href', '/documentation');
    expect(linkTo('Start a tutorial')).toHaveAttribute('href', '/learn');
  });

  it('sends a signed-in user to their apps instead of the sign-in', async () => {
    stubIdentityFetch();
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Go to your apps' })).toHaveAttribute(
      'href',
      '/console/apps',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('links a card only to areas built for the deployment: on PROD the built ones, on DEV all', () => {
    stubIdentityFetch({ signedIn: false });
    const { unmount } = renderPage(<HomePage />);
    const cardLinks = () =>
      within(screen.getByRole('region', { name: /^Everything you need to extend/ }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(new Set(cardLinks())).toEqual(
      new Set([
        '/app-catalog',
        '/build',
        '/documentation',
        '/console/apps',
        '/console/analytics',
        '/console/api-clients',
        '/console/tenants',
        '/downloads',
        '/rest-api-explorer',
        '/graph-api-explorer',
        '/soap-api-explorer',
        '/learn',
        '/orchestrate',
        '/studiobuilder',
      ]),
    );
    const also = screen.getByRole('navigation', { name: 'Also in the portal' });
    expect(
      within(also)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/orchestrate',
      '/studiobuilder',
      '/console/tenants',
      '/soap-api-explorer',
      '/graph-api-explorer',
      '/downloads',
    ]);
    const help = screen.getByRole('region', { name: 'Need a hand?' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/support', '/help']);
    unmount();

    renderPage(<HomePage />, { config: { envLevel: 'DEV' } });
    const expected: [string, string][] = [
      ['Open the app builder', '/build'],
      ['Go to your apps', '/console/apps'],
      ['Browse the app catalog', '/app-catalog'],
      ['Read the documentation', '/documentation'],
      ['Open the REST API explorer', '/rest-api-explorer'],
      ['View analytics', '/console/analytics'],
      ['Manage API clients', '/console/api-clients'],
      ['Start a tutorial', '/learn'],
    ];
    for (const [name, href] of expected) expect(linkTo(name)).toHaveAttribute('href', href);
    expect(linkTo('Read the docs')).toHaveAttribute('href', '/documentation');
    expect(screen.getByRole('navigation', { name: 'Also in the portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it('lists the getting-started steps in order', () => {
    renderPage(<HomePage />);
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Sign in with your company account',
        'Connect a tenant',
        'Create your first app',
        'Monitor and license',
      ]),
    );
  });
});

describe('columnsFor', () => {
  it('fills every row of the area cards', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(columnsFor)).toEqual([1, 2, 3, 4, 3, 3, 4, 4]);
  });
});
