import { featureFlagDefaults } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

describe('ProfilePage', () => {
  it('shows who I am and my companies in switcher order with their roles', async () => {
    stubIdentityFetch();
    renderPortal({ path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'admin@demo.example' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Companies you belong to, with your roles in each',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Acme Health',
      'Bright Partners',
      'Northwind Software',
    ]);
    expect(rows[1]).toHaveTextContent('Partner ContactDeveloper');
  });

  it('offers the language only when the selector flag is on', async () => {
    stubIdentityFetch();
    renderPortal({
      path: '/profile',
      config: { flags: { ...featureFlagDefaults, languageSelector: true } },
    });
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
