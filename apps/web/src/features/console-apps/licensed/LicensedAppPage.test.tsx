import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoApp, demoLicense, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const license = demoLicense(1, {
  appName: 'Benefits Bridge',
  licenseStart: '2026-01-01',
  licenseEnd: '2027-06-30',
});
const app = demoApp(1, {
  id: license.appId,
  name: 'Benefits Bridge',
  referenceId: license.referenceId,
  organizationName: 'Producer Co',
});
const failure = () => json({ error: 'internal', message: 'down' }, 500);
const renderAt = (id = app.id) => renderPortal({ path: `/console/apps/licensed/${id}` });

describe('LicensedAppPage', { timeout: 20_000 }, () => {
  it('shows the licensed app with its producer, dates, status and a link to its logs', async () => {
    stubAppsApi({
      [`GET /apps/${app.id}`]: () => json(app),
      'GET /licensedApps': () => json({ total: 1, data: [license] }),
    });
    renderAt();
    const card = (await screen.findByRole('heading', { name: 'License' })).parentElement!;
    expect(screen.getByRole('heading', { level: 1, name: 'Benefits Bridge' })).toBeVisible();
    expect(card).toHaveTextContent('App name: Benefits Bridge');
    expect(card).toHaveTextContent('Producer: Producer Co');
    expect(card).toHaveTextContent(/License start: .*2026/);
    expect(card).toHaveTextContent(/License end: .*2027/);
    expect(card).toHaveTextContent('Status: Active');
    expect(screen.getByRole('link', { name: "View this app's logs" })).toHaveAttribute(
      'href',
      `/console/apps/licensed/${app.id}/logs`,
    );
  });

  it('offers no logs link to a user who may not read logs', async () => {
    stubAppsApi(
      {
        [`GET /apps/${app.id}`]: () => json(app),
        'GET /licensedApps': () => json({ total: 1, data: [license] }),
      },
      { permissions: ['apps.read'] },
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'License' })).toBeVisible();
    expect(screen.queryByRole('link', { name: "View this app's logs" })).not.toBeInTheDocument();
  });

  it('shows an expired license as Expired', async () => {
    stubAppsApi({
      [`GET /apps/${app.id}`]: () => json(app),
      'GET /licensedApps': () => json({ total: 1, data: [{ ...license, status: 'Expired' }] }),
    });
    renderAt();
    expect(await screen.findByText('Expired')).toBeVisible();
  });

  it('shows Not Found for an unknown app', async () => {
    stubAppsApi({ [`GET /apps/${app.id}`]: () => json({ error: 'not_found', message: 'No such app' }, 404) });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows Not Found for an app the company holds no license for', async () => {
    stubAppsApi({
      [`GET /apps/${app.id}`]: () => json(app),
      'GET /licensedApps': () => json({ total: 1, data: [demoLicense(2)] }),
    });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("says 'Error loading licensed apps' when the app cannot be read", async () => {
    stubAppsApi({ [`GET /apps/${app.id}`]: failure });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading licensed apps');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("says 'Error loading licenses' when the licenses cannot be read, still showing the app", async () => {
    stubAppsApi({ [`GET /apps/${app.id}`]: () => json(app), 'GET /licensedApps': failure });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading licenses');
    expect(screen.getByRole('heading', { level: 1, name: 'Benefits Bridge' })).toBeVisible();
  });
});
