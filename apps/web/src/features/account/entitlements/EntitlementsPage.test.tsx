import type { EntitlementsSummary } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const summary: EntitlementsSummary = {
  entitlements: [
    {
      name: 'extendessentials',
      restricted: false,
      startDate: '2026-01-30',
      limits: { developmentTenants: 5, companyUsers: 100 },
      grantedAt: '2026-01-30T10:00:00.000Z',
      sources: [{ package: null, startDate: '2026-01-30', grantedAt: '2026-01-30T10:00:00.000Z' }],
    },
  ],
  usage: [
    { measure: 'productionExtendApps', limit: 5, used: 1, source: 'entitlement' },
    { measure: 'companyUsers', limit: 125, used: 125, source: 'override' },
    { measure: 'dscUsers', limit: 4, used: 0, source: 'entitlement' },
    { measure: 'developmentTenants', limit: 5, used: 4, source: 'entitlement' },
    { measure: 'dataUsageGb', limit: null, used: 12.5, source: 'override' },
  ],
  period: { start: '2026-01-30', end: '2027-01-30' },
};

describe('the entitlements page', () => {
  it('shows each limit against its use, the provider overrides and the entitlements held', async () => {
    let asked = '';
    stubPortalApi(
      {
        'GET /auth/v1/organizations/[^/]+/entitlements': (call) => {
          asked = call.url.search;
          return json(summary);
        },
      },
      { permissions: ['entitlements.read'] },
    );
    renderPortal({ path: '/console/account/entitlements' });
    const users = await screen.findByRole('row', { name: /^Users \(members and pending invitations\) 125/ });
    expect(within(users).getByText('Set by your provider')).toBeVisible();
    expect(within(users).getByText('At the limit: new ones are refused.')).toBeVisible();
    expect(within(screen.getByRole('row', { name: /Data usage/ })).getByText('Unlimited')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Share of Development tenants in use' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(screen.getByRole('row', { name: /extendessentials/ })).toHaveTextContent('Development tenants: 5');
    // The company's page never asks for the provider's restricted programmes.
    expect(asked).toBe('?includeRestricted=false');
  });

  it('writes data usage with its decimals under decimalPrecision, and whole without it', async () => {
    const withUsage = (used: number): EntitlementsSummary => ({
      ...summary,
      usage: [{ measure: 'dataUsageGb', limit: 20, used, source: 'entitlement' }],
    });
    const cases: [boolean, number, string][] = [
      [true, 12.345, '12.35'],
      [true, 0.004, '< 0.01'],
      [false, 12.345, '12'],
      [false, 0.004, '0'],
    ];
    for (const [decimalPrecision, used, shown] of cases) {
      stubPortalApi(
        { 'GET /auth/v1/organizations/[^/]+/entitlements': () => json(withUsage(used)) },
        { permissions: ['entitlements.read'] },
      );
      const view = renderPortal({
        path: '/console/account/entitlements',
        config: { flags: { decimalPrecision } },
      });
      const row = await screen.findByRole('row', { name: /Data usage/ });
      expect(within(row).getAllByRole('cell')[0], `${decimalPrecision} ${used}`).toHaveTextContent(
        new RegExp(`^${shown.replace(/[.<]/g, '\\$&')}$`),
      );
      view.unmount();
    }
  });

  it('is also the top-level section /console/entitlements (docs/product/shell.md SHELL-14)', async () => {
    stubPortalApi(
      { 'GET /auth/v1/organizations/[^/]+/entitlements': () => json(summary) },
      { permissions: ['entitlements.read'] },
    );
    renderPortal({ path: '/console/entitlements' });
    expect(await screen.findByRole('row', { name: /extendessentials/ })).toBeVisible();
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it('offers a retry when the entitlements cannot be loaded', async () => {
    stubPortalApi(
      {
        'GET /auth/v1/organizations/[^/]+/entitlements': () =>
          json({ error: 'unavailable', message: 'x' }, 503),
      },
      { permissions: ['entitlements.read'] },
    );
    renderPortal({ path: '/console/account/entitlements' });
    expect(await screen.findByText('The entitlements could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  });
});
