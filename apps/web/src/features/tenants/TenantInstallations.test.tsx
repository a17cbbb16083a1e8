import type { Deployment } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/identityStub.ts';
import { stubPortalApi } from '../../test/portalApiStub.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { TenantInstallations } from './TenantInstallations.tsx';
import { demoTenant } from './tenantsTestApi.ts';

const tenant = demoTenant(1);
const installed: Deployment = {
  id: '0f0e0d0c-1111-4222-8333-444455556666',
  appId: '0f0e0d0c-1111-4222-8333-444455556667',
  referenceId: 'shelf',
  appName: 'Shelf',
  versionId: '0f0e0d0c-1111-4222-8333-444455556668',
  version: '1.2.0',
  versionNumber: 3,
  tenant: tenant.name,
  environment: tenant.environment,
  deployedAt: new Date(Date.now() - 86_400_000).toISOString(),
};

describe('TenantInstallations', () => {
  it("lists the tenant's installed apps, asking for that tenant only", async () => {
    const api = stubPortalApi(
      { 'GET /apphub/v1/installations': () => json({ total: 101, data: [installed] }) },
      { permissions: ['apps.read', 'tenants.read'] },
    );
    renderWithProviders(<TenantInstallations tenant={tenant} />);
    expect(await screen.findByText('Shelf (shelf)')).toBeVisible();
    expect(screen.getByText('1.2.0 (#3)')).toBeVisible();
    expect(screen.getByText('The 1 most recent of 101.')).toBeVisible();
    expect(api.callsTo('GET /apphub/v1/installations')[0]!.url.searchParams.get('tenant')).toBe(tenant.name);
  });

  it('says so when nothing is installed', async () => {
    stubPortalApi(
      { 'GET /apphub/v1/installations': () => json({ total: 0, data: [] }) },
      { permissions: ['apps.read'] },
    );
    renderWithProviders(<TenantInstallations tenant={tenant} />);
    expect(await screen.findByText('No app is installed on this tenant.')).toBeVisible();
  });

  it('says the role may not see the apps on a 403', async () => {
    stubPortalApi(
      { 'GET /apphub/v1/installations': () => json({ error: 'forbidden', message: 'No.' }, 403) },
      { permissions: [] },
    );
    renderWithProviders(<TenantInstallations tenant={tenant} />);
    expect(await screen.findByText("Your role does not let you see the company's apps.")).toBeVisible();
  });
});
