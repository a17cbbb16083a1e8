import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApp, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const app = demoApp(3, { name: 'Payroll Sync', referenceId: 'payroll_sync', description: 'Pays people' });
const renderOverview = (id = app.id) => renderPortal({ path: `/console/apps/view/${id}` });

describe('AppOverviewPage', { timeout: 20_000 }, () => {
  it('shows a loading state while the app is read, then the app and its latest version', async () => {
    // One answer made before the page asks: the loading state can show before the request leaves (a busy
    // machine), and an answer given then must still reach it.
    let answer: (response: Response) => void = () => {};
    const appRead = new Promise<Response>((resolve) => (answer = resolve));
    stubAppsApi({ [`GET /apps/${app.id}`]: () => appRead.then((response) => response.clone()) });
    renderOverview();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    answer(json(app));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll Sync' })).toBeVisible();
    expect(screen.getByText('Pays people')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Version 1.0.0 (#1)' })).toBeVisible();
    // The document title names the app, not only the kind of page.
    await waitFor(() => expect(document.title).toMatch(/^App - Payroll Sync \| /));
  });

  it('shows Not Found for an app the server does not know', async () => {
    stubAppsApi({ [`GET /apps/${app.id}`]: () => json({ error: 'not_found', message: 'No such app' }, 404) });
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows an error with Try again, which reads the app again', async () => {
    let fail = true;
    const api = stubAppsApi({
      [`GET /apps/${app.id}`]: () => (fail ? json({ error: 'internal', message: 'down' }, 500) : json(app)),
    });
    const user = userEvent.setup({ delay: null });
    renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The app could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll Sync' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(`GET /apps/${app.id}`).length).toBeGreaterThanOrEqual(2));
  });

  it('offers a developer Rename and the Logs tab, a member neither', async () => {
    stubAppsApi({ [`GET /apps/${app.id}`]: () => json(app) });
    const developer = renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll Sync' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Logs' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Rename' }).length).toBeGreaterThan(0);
    developer.unmount();

    stubAppsApi({ [`GET /apps/${app.id}`]: () => json(app) }, { permissions: ['apps.read'] });
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll Sync' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Logs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });

  it('keeps a retired app read-only: no Rename, no access changes, Unretire offered', async () => {
    const retired = { ...app, retiredAt: '2026-11-01T10:00:00.000Z' };
    stubAppsApi({ [`GET /apps/${app.id}`]: () => json(retired) });
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll Sync' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Unretire' }).length).toBeGreaterThan(0);
  });
});
