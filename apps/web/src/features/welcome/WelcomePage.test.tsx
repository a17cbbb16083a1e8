import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderPage } from '../../test/renderWithProviders.tsx';
import { Component as WelcomePage } from './WelcomePage.tsx';

describe('WelcomePage', () => {
  it('greets the visitor by product in the one main heading', () => {
    renderPage(<WelcomePage />, { path: '/welcome', config: { productName: 'Acme HR' } });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Acme HR Developers' }),
    ).toBeInTheDocument();
  });

  const stepLinks = () => {
    const checklist = screen.getByRole('region', { name: 'Your next steps' });
    return within(checklist)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
  };

  it('lists on PROD only the steps whose area is built there, in order, and counts them', () => {
    renderPage(<WelcomePage />, { path: '/welcome' });
    expect(stepLinks()).toEqual([
      ['Review the terms', '/terms/developerprogram'],
      ['Set up tenants', '/console/tenants'],
      ['Create an app', '/console/apps'],
      ['Create an API client', '/console/api-clients/create'],
      ['Open the REST API explorer', '/rest-api-explorer'],
      ['Open analytics', '/console/analytics'],
      ['Browse tutorials', '/learn'],
    ]);
    expect(screen.getByText('7 steps to your first deployed app')).toBeInTheDocument();
  });

  it('lists every step on DEV, where the unbuilt areas say they are not available yet', () => {
    renderPage(<WelcomePage />, { path: '/welcome', config: { envLevel: 'DEV' } });
    expect(stepLinks()).toEqual([
      ['Review the terms', '/terms/developerprogram'],
      ['Set up tenants', '/console/tenants'],
      ['Create an app', '/console/apps'],
      ['Create an API client', '/console/api-clients/create'],
      ['Open the REST API explorer', '/rest-api-explorer'],
      ['Open analytics', '/console/analytics'],
      ['Browse tutorials', '/learn'],
    ]);
    expect(screen.getByText('7 steps to your first deployed app')).toBeInTheDocument();
  });

  it('points to the app catalog, the docs and support', () => {
    const { unmount } = renderPage(<WelcomePage />, { path: '/welcome' });
    expect(screen.getByRole('link', { name: 'Explore the app catalog' })).toHaveAttribute(
      'href',
      '/app-catalog',
    );
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    unmount();

    renderPage(<WelcomePage />, { path: '/welcome', config: { envLevel: 'DEV' } });
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });
});
