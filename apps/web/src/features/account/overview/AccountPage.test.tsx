import type { EntitlementsSummary } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const summary: EntitlementsSummary = {
  entitlements: [],
  usage: [
    { measure: 'companyUsers', limit: 100, used: 40, source: 'entitlement' },
    { measure: 'developmentTenants', limit: 5, used: 4, source: 'entitlement' },
  ],
  period: { start: '2026-01-30', end: '2027-01-30' },
};

describe('the company account page', () => {
  it("shows the company, its status and the user's roles, and links the account pages an admin may open", async () => {
    stubPortalApi(
      { 'GET /auth/v1/organizations/[^/]+/entitlements': () => json(summary) },
      { permissions: ['users.read', 'entitlements.read', 'company.admin'] },
    );
    renderPortal({ path: '/console/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company account' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Health' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Active');
    expect(screen.getByRole('row', { name: /Your roles/ })).toHaveTextContent('Admin');
    expect(screen.getByRole('row', { name: /Region/ })).toHaveTextContent('Americas');
    const entitlements = screen.getByRole('region', { name: 'Entitlements' });
    expect(within(entitlements).getByRole('link', { name: 'Entitlements' })).toHaveAttribute(
      'href',
      '/console/account/entitlements',
    );
    expect(await within(entitlements).findByText('Nearest limit: Development tenants, 4 of 5')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Users and roles' })).toHaveAttribute('href', '/console/users');
    expect(screen.getByRole('link', { name: 'Audit activity' })).toBeVisible();
  });

  it('offers a member without those permissions no link to pages they could not open', async () => {
    let askedEntitlements = false;
    stubPortalApi(
      {
        'GET /auth/v1/organizations/[^/]+/entitlements': () => {
          askedEntitlements = true;
          return json(summary);
        },
      },
      { permissions: ['apps.read'] },
    );
    renderPortal({ path: '/console/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Users and roles' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Entitlements' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit activity' })).toBeNull();
    expect(askedEntitlements).toBe(false);
  });

  it('lets a company admin require two-factor sign-in after a confirmation', async () => {
    const saved: unknown[] = [];
    stubPortalApi(
      {
        'GET /auth/v1/organizations/[^/]+/entitlements': () => json(summary),
        'GET /auth/v2/organizations/[^/]+/twoFactor': () => json({ required: false }),
        'PUT /auth/v2/organizations/[^/]+/twoFactor': (call) => {
          saved.push(call.body);
          return json({ required: true });
        },
      },
      { permissions: ['company.admin'] },
    );
    renderPortal({ path: '/console/account' });
    const toggle = await screen.findByRole('switch', { name: /^Require two-factor sign-in for members/ });
    await vi.waitFor(() => expect(toggle).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor sign-in?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Require it' }));
    await vi.waitFor(() => expect(toggle).toBeChecked(), { timeout: 10_000 });
    expect(saved).toEqual([{ required: true }]);
  });

  it('shows the setting to company admins only', async () => {
    stubPortalApi({}, { permissions: ['apps.read'] });
    renderPortal({ path: '/console/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company account' })).toBeVisible();
    expect(screen.queryByRole('switch', { name: /^Require two-factor sign-in for members/ })).toBeNull();
  });
});
