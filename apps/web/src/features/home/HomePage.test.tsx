import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderPage } from '../../test/renderWithProviders.tsx';
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

  it('offers sign-in, the app catalog and the docs as calls to action', () => {
    renderPage(<HomePage />);
    expect(linkTo('Sign in')).toHaveAttribute('href', '/login');
    expect(linkTo('Explore the app catalog')).toHaveAttribute('href', '/app-catalog');
    expect(linkTo('Read the docs')).toHaveAttribute('href', '/documentation');
  });

  it('links every feature card to its area', () => {
    renderPage(<HomePage />);
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
