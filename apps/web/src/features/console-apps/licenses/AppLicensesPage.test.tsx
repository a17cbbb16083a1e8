import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acme, demoLicense } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { lifecycleApp, stubLifecycleApi } from '../lifecycle/lifecycleTestApi.ts';

const app = { ...lifecycleApp, organizationId: acme.organizationUuid };
const page = `/console/apps/view/${app.id}`;
const licensesPath = `/auth/v1/organizations/${acme.organizationUuid}/licenses`;
const license = demoLicense(1, {
  appId: app.id,
  appName: app.name,
  producerOrganizationId: acme.organizationUuid,
  consumerName: 'Bright Partners',
});

describe("the app's Licenses tab", { timeout: 20_000 }, () => {
  it('lists the licences of this app only, with the Licenses tab selected', async () => {
    const api = stubLifecycleApi({
      app,
      permissions: ['apps.read', 'licenses.manage'],
      handlers: { [`GET ${licensesPath}`]: () => json({ total: 1, data: [license] }) },
    });
    renderPortal({ path: `${page}/licenses` });
    expect(await screen.findByRole('cell', { name: 'Bright Partners' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Licenses', selected: true })).toBeVisible();
    // The app is the page's: no App column, and the list asked for this app's licences.
    expect(screen.queryByRole('columnheader', { name: 'App' })).toBeNull();
    const query = new URLSearchParams(api.calls.find((c) => c.path === licensesPath)!.search);
    expect([query.get('role'), query.get('appId')]).toEqual(['licensor', app.id]);
    expect(screen.getByRole('button', { name: 'License to a company' })).toBeVisible();
  });

  it('shows no Licenses tab without licenses.manage', async () => {
    stubLifecycleApi({ app, permissions: ['apps.read'] });
    renderPortal({ path: page });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Lifecycle' })).toBeVisible(), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('tab', { name: 'Licenses' })).toBeNull();
  });

  it('shows the forbidden view at its address without licenses.manage', async () => {
    stubLifecycleApi({ app, permissions: ['apps.read'] });
    renderPortal({ path: `${page}/licenses` });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
