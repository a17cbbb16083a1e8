import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ActiveUsersTable } from './SelfTables.tsx';

const user = (n: number) => ({
  user: `u${n}@acme.example`,
  lines: 10 - n,
  apps: 1,
  actions: 0,
  lastSeen: '2026-11-20T10:00:00.000Z',
});
const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' };

describe('ActiveUsersTable', () => {
  it('says how many users were active in words that fit the count', async () => {
    const { unmount } = renderWithProviders(<ActiveUsersTable users={{ ...range, total: 0, data: [] }} />);
    expect(await screen.findByText('No user was active in this range.')).toBeVisible();
    unmount();
    const all = renderWithProviders(
      <ActiveUsersTable users={{ ...range, total: 2, data: [user(1), user(2)] }} />,
    );
    expect(
      await screen.findByText('2 users were active in this range, in the apps or in the portal.'),
    ).toBeVisible();
    all.unmount();
    renderWithProviders(<ActiveUsersTable users={{ ...range, total: 150, data: [user(1), user(2)] }} />);
    expect(
      await screen.findByText(
        '150 users were active in this range, in the apps or in the portal; the 2 most active are listed.',
      ),
    ).toBeVisible();
  });
});
