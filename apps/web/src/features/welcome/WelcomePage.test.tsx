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

  it('lists the next steps in order, each with a link to where it is done', () => {
    renderPage(<WelcomePage />, { path: '/welcome' });
    const checklist = screen.getByRole('region', { name: 'Your next steps' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const links = items.map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Review the terms', '/terms/developerprogram'],
      ['Set up tenants', '/console/tenants'],
      ['Open the app builder', '/build'],
      ['Create an API client', '/console/api-clients/create'],
      ['Open the REST API explorer', '/rest-api-explorer'],
      ['Browse tutorials', '/learn'],
    ]);
  });

  it('points to the docs, the app catalog and support', () => {
    renderPage(<WelcomePage />, { path: '/welcome' });
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    expect(screen.getByRole('link', { name: 'Explore the app catalog' })).toHaveAttribute(
      'href',
      '/app-catalog',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });
});
