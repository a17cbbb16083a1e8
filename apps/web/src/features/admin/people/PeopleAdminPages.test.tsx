import { type GlobalPermission, orgPermissions, type RolesMatrix, roles } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';
import { RolePermissionsPage } from './RolePermissionsPage.tsx';

const matrix: RolesMatrix = {
  permissions: [...orgPermissions],
  roles: roles.map((role) => ({ role, permissions: role === 'admin' ? ['users.manage'] : [] })),
};
const dev = {
  userUuid: '00000000-0000-4000-9000-000000000002',
  email: 'developer@demo.example',
  firstName: 'Dev',
  lastName: 'Developer',
  isProviderEmployee: false,
  disabled: false,
  companies: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function stub(globalPermissions: GlobalPermission[], onDisable?: (body: unknown) => Response) {
  const calls: { method: string; path: string }[] = [];
  stubIdentityFetch({
    user: { globalPermissions, isProviderEmployee: true },
    extra: (method, path, init) => {
      if (path === '/auth/v2/roles') return json(matrix);
      if (path === '/auth/v2/users') return json({ total: 1, data: [dev] });
      if (path.endsWith('/resetTotp')) {
        calls.push({ method, path });
        return json({ reset: true });
      }
      if (path.endsWith('/manageDisable')) {
        calls.push({ method, path });
        return onDisable?.(JSON.parse(String(init?.body))) ?? json({ disabled: true, endedSessions: 1 });
      }
      return undefined;
    },
  });
  return calls;
}

describe('role permissions page', () => {
  it('shows the matrix read-only without admin.roles', async () => {
    stub(['admin.portal']);
    renderWithProviders(<RolePermissionsPage />);
    const cell = await screen.findByRole('checkbox', { name: 'users.manage for Admin' });
    expect(cell).toBeChecked();
    expect(cell).toBeDisabled();
  });

  it('lets staff with admin.roles tick a cell', async () => {
    stub(['admin.portal', 'admin.roles']);
    renderWithProviders(<RolePermissionsPage />);
    const cell = await screen.findByRole('checkbox', { name: 'users.manage for Admin' });
    // Enabled once the staff member's global permissions have been read.
    await waitFor(() => expect(cell).toBeEnabled());
  });
});

describe('user management page', () => {
  it('disables an account after the confirmation and offers no terms reset without admin.terms', async () => {
    const calls = stub(['admin.portal', 'admin.users']);
    renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByRole('cell', { name: 'developer@demo.example' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reset the terms agreement/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disable Dev Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Dev Developer was disabled and signed out.')).toBeVisible();
    expect(calls).toEqual([{ method: 'POST', path: `/auth/v2/users/${dev.userUuid}/manageDisable` }]);
  });

  it("resets a user's second factor after a confirmation", async () => {
    const calls = stub(['admin.portal', 'admin.users']);
    renderWithProviders(<AdminUsersPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset the two-factor sign-in of Dev Developer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
    expect(dialog).toHaveTextContent(
      'Dev Developer (developer@demo.example) signs in with the password alone',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('The two-factor sign-in of Dev Developer was reset.')).toBeVisible();
    expect(calls).toEqual([{ method: 'POST', path: `/auth/v2/users/${dev.userUuid}/resetTotp` }]);
  });
});
