import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderPage } from '../../test/renderWithProviders.tsx';
import { Component as AboutPage } from './AboutPage.tsx';

describe('AboutPage', () => {
  it('shows one main heading with the product name', () => {
    renderPage(<AboutPage />, { path: '/about', config: { productName: 'Acme HR' } });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Acme HR Developers' })).toBeInTheDocument();
  });

  it('names every kind of user and company the portal serves', () => {
    renderPage(<AboutPage />, { path: '/about' });
    for (const name of [
      'Developers',
      'Company admins',
      'Developer support contacts',
      'Specialists',
      'Customers',
      'Partners',
      'Education',
      'Hackathons',
      'Internal',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('links the developer program to its terms, and on PROD to nothing that is not built there', () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 2, name: 'The developer program' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the developer program terms' })).toHaveAttribute(
      'href',
      '/terms/developerprogram',
    );
    // Both are built on PROD now.
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    expect(screen.getByRole('link', { name: 'Contact developer support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('links the docs and support too where those areas exist (DEV)', () => {
    renderPage(<AboutPage />, { path: '/about', config: { envLevel: 'DEV' } });
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    expect(screen.getByRole('link', { name: 'Contact developer support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
