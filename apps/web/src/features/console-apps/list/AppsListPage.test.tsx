import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApp, demoLicense, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { onTestClock } from '../../../test/testClock.ts';
import { SEARCH_DEBOUNCE_MS } from './ListToolbar.tsx';

const renderAt = (path: string) => renderPortal({ path });

describe('app lists', () => {
  it('shows the company apps with reference ID, type, latest build and last modified', async () => {
    stubAppsApi({}, { apps: [demoApp(1), demoApp(2, { latestVersion: null, type: 'INTEGRATION' })] });
    renderAt('/console/apps');
    const link = await screen.findByRole('link', { name: 'App 1' });
    expect(link).toHaveAttribute('href', `/console/apps/view/${demoApp(1).id}`);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('app_1');
    expect(rows[0]).toHaveTextContent('Succeeded');
    expect(rows[1]).toHaveTextContent('Integration');
    // docs/product/apps.md APPS-4: no build (or an unknown status) shows 'No Build'.
    expect(rows[1]).toHaveTextContent('No Build');
    expect(screen.getByText('2 apps')).toBeInTheDocument();
  });

  it('asks the server for the page, sort and search the URL names', async () => {
    const api = stubAppsApi({}, { apps: [demoApp(1)] });
    renderAt('/console/apps/retired?q=pay&sort=name&page=3');
    await screen.findByText('App 1');
    const query = api.callsTo('GET /apps')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      list: 'retired',
      sort: 'name',
      start: '40',
      length: '20',
      q: 'pay',
    });
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('pay');
  });

  it('writes the search into the URL once typing pauses, back on the first page', async () => {
    const api = stubAppsApi({}, { apps: [demoApp(1)] });
    const { router } = renderAt('/console/apps/all?page=2');
    await screen.findByText('App 1');
    const search = screen.getByRole('searchbox', { name: 'Search apps' });
    await onTestClock(async (pass) => {
      // Four keys with no time between them (user-event waits on the real clock between events).
      for (const typed of ['b', 'be', 'ben', 'bene']) fireEvent.change(search, { target: { value: typed } });
      await pass(SEARCH_DEBOUNCE_MS - 1);
      expect(router.state.location.search).toBe('?page=2');
      await pass(1);
      expect(router.state.location.search).toBe('?q=bene');
    });
    await waitFor(() => expect(api.callsTo('GET /apps').at(-1)!.url.searchParams.get('q')).toBe('bene'));
    // Debounced: one request for the whole word, not one per key.
    expect(api.callsTo('GET /apps').filter((c) => c.url.searchParams.has('q'))).toHaveLength(1);
  });

  it('pages through a long list with the page in the URL', async () => {
    stubAppsApi({
      'GET /apps': () => json({ total: 45, data: [demoApp(1)] }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/console/apps/all');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('says when there are no apps, and when none match the search', async () => {
    stubAppsApi();
    renderAt('/console/apps/all');
    expect(await screen.findByText('Your company has no apps yet. Create one to get started.')).toBeVisible();
  });

  it('shows the error with Try again, which asks again', async () => {
    let fail = true;
    const api = stubAppsApi({
      'GET /apps': () =>
        fail ? json({ error: 'internal', message: 'down' }, 500) : json({ total: 1, data: [demoApp(1)] }),
    });
    const user = userEvent.setup();
    renderAt('/console/apps/all');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error accessing apps.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('App 1')).toBeInTheDocument();
    expect(api.callsTo('GET /apps')).toHaveLength(2);
  });

  it('lists licensed apps with producer, dates and status, linking to their view', async () => {
    stubAppsApi({
      'GET /licensedApps': () =>
        json({
          total: 2,
          data: [demoLicense(1), demoLicense(2, { status: 'Expired', licenseEnd: '2026-02-01' })],
        }),
    });
    renderAt('/console/apps/licensed');
    const link = await screen.findByRole('link', { name: 'Licensed 1' });
    expect(link).toHaveAttribute('href', `/console/apps/licensed/${demoLicense(1).appId}`);
    const rows = screen.getAllByRole('row').slice(1);
    // Each cell by its name: on a phone a cell also shows its column's label, hidden from screen readers.
    for (const value of ['Producer Co', 'Jan 1, 2026', 'Jan 1, 2027', 'Active'])
      expect(within(rows[0]!).getByRole('cell', { name: value })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Expired' })).toBeInTheDocument();
  });

  it("says 'Error loading licensed apps' when they cannot be read", async () => {
    stubAppsApi({ 'GET /licensedApps': () => json({ error: 'internal', message: 'down' }, 500) });
    renderAt('/console/apps/licensed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading licensed apps');
  });

  it('offers Unretire on retired apps only to those who may retire', async () => {
    const retired = demoApp(1, { retiredAt: '2026-11-10T09:30:00.000Z' });
    const api = stubAppsApi(
      { 'POST /apps/[^/]+/unretire': () => json({ ...retired, retiredAt: null }) },
      { apps: [retired] },
    );
    const user = userEvent.setup();
    renderAt('/console/apps/retired');
    expect(await screen.findByText('Nov 10, 2026', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unretire App 1' }));
    await waitFor(() => expect(api.callsTo(`POST /apps/${retired.id}/unretire`)).toHaveLength(1));
  });

  it("opens a row's Retire and Delete dialogs from its menu, with the focus in them", async () => {
    stubAppsApi({}, { apps: [demoApp(1)] });
    const user = userEvent.setup();
    renderAt('/console/apps');
    const actions = await screen.findByRole('button', { name: 'Actions for App 1' });
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Retire' }));
    const retire = await screen.findByRole('dialog', { name: 'Retire app' });
    expect(retire).toHaveTextContent('Retire App 1?');
    await waitFor(() => expect(within(retire).getByRole('checkbox')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete app' });
    expect(remove).toHaveTextContent('Delete App 1 with all its versions');
    await waitFor(() => expect(within(remove).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('leaves out Unretire, Retire, Delete and Create for a read-only member', async () => {
    stubAppsApi(
      {},
      { apps: [demoApp(1, { retiredAt: '2026-11-10T09:30:00.000Z' })], permissions: ['apps.read'] },
    );
    renderAt('/console/apps/retired');
    await screen.findByText('App 1');
    expect(screen.queryByRole('button', { name: 'Unretire App 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create App' })).not.toBeInTheDocument();
  });

  it('shows the builtOn list only under builtOn + the product name', async () => {
    stubAppsApi({}, { apps: [demoApp(1, { builtOnProvider: true })] });
    renderAt('/console/apps/builtOnWorkday');
    expect(await screen.findByText('App 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Built on Workday' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Not Found for another word after /console/apps/', async () => {
    stubAppsApi();
    renderAt('/console/apps/builtOnSomethingElse');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
