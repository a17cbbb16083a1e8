import type { AdminApp, AdminAppDetail } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appHubCalls, json, stubCatalogFetch } from '../../../test/catalogTestApi.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AdminAppPage } from './AdminAppPage.tsx';
import { AdminAppsPage } from './AdminAppsPage.tsx';
import { AdminAppVersionPage } from './AdminAppVersionPage.tsx';

const app = (name: string, company: string, n: number): AdminApp => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  referenceId: name.toLowerCase().replace(/ /g, '_'),
  description: '',
  type: 'EXTEND',
  organizationId: '00000000-0000-4000-8000-000000000001',
  organizationName: company,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  retiredAt: null,
});
const apps = [app('Payroll bridge', 'Acme Health', 1), app('Time tracker', 'Bright Partners', 2)];
const build = (status: string, n: number) => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  versionId: '20000000-0000-4000-8000-000000000001',
  status,
  attempts: 1,
  artifactChecksum: status === 'SUCCEEDED' ? 'abc123' : null,
  artifactSize: null,
  signature: null,
  error: status === 'FAILED' ? 'manifest.json: name is required' : null,
  createdAt: '2026-11-02T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});
const detail = {
  app: apps[0],
  versions: [
    {
      id: '20000000-0000-4000-8000-000000000001',
      number: 2,
      version: '1.1.0',
      environment: 'Development',
      reviewState: 'NONE',
      createdAt: '2026-11-02T10:00:00.000Z',
      builds: [build('SUCCEEDED', 2), build('FAILED', 1)],
    },
  ],
} as AdminAppDetail;

function stubAdminApps() {
  return stubCatalogFetch(
    (_method, url) => {
      if (url.pathname === '/apphub/v1/admin/apps') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const data = apps.filter((a) =>
          `${a.name} ${a.referenceId} ${a.organizationName}`.toLowerCase().includes(q),
        );
        return json({ total: data.length, data });
      }
      if (url.pathname === `/apphub/v1/admin/apps/${apps[0]!.id}`) return json(detail);
      return undefined;
    },
    { signedIn: true },
  );
}

describe('admin apps', () => {
  it('binds the search box to ?q= and searches on the server', async () => {
    const fetchMock = stubAdminApps();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminAppsPage />, { path: '/admin/apps?q=bright' });
    expect(await screen.findByRole('link', { name: 'Time tracker' })).toBeInTheDocument();
    expect(screen.queryByText('Payroll bridge')).not.toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search apps' });
    expect(search).toHaveValue('bright');
    await user.clear(search);
    await user.type(search, 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?q=acme'));
    expect(await screen.findByRole('link', { name: 'Payroll bridge' })).toHaveAttribute(
      'href',
      `/admin/apps/${apps[0]!.id}`,
    );
    expect(appHubCalls(fetchMock).at(-1)?.url.searchParams.get('q')).toBe('acme');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No apps match "zzz".')).toBeInTheDocument();
  });

  it('shows an app with its company and versions, and a version with its builds', async () => {
    stubAdminApps();
    renderWithProviders(null, {
      path: `/admin/apps/${apps[0]!.id}`,
      routes: [
        { path: '/admin/apps/:id', element: <AdminAppPage /> },
        { path: '/admin/apps/:id/activity/:version/view', element: <AdminAppVersionPage /> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Payroll bridge' })).toBeInTheDocument();
    expect(screen.getByText('Acme Health')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '#2 (1.1.0)' }));
    expect(
      await screen.findByRole('heading', { name: 'Payroll bridge: version #2 (1.1.0)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    expect(screen.getByText('manifest.json: name is required')).toBeInTheDocument();
  });

  it('lets a reviewer certify a version in review, after confirming, and keeps it from staff who are not', async () => {
    const inReview = { ...detail, versions: [{ ...detail.versions[0]!, reviewState: 'IN_REVIEW' as const }] };
    const path = `/admin/apps/${apps[0]!.id}/activity/2/view`;
    const routes = [{ path: '/admin/apps/:id/activity/:version/view', element: <AdminAppVersionPage /> }];
    const answer = (method: string, url: URL) => {
      if (method === 'POST' && url.pathname.endsWith('/certify')) {
        inReview.versions[0]!.reviewState = 'CERTIFIED' as never;
        return json(inReview.versions[0]);
      }
      if (url.pathname === `/apphub/v1/admin/apps/${apps[0]!.id}`) return json(inReview);
      return undefined;
    };
    const staff = stubCatalogFetch(answer, {
      signedIn: true,
      user: { isProviderEmployee: true, globalPermissions: ['admin.apps'] },
    });
    const first = renderWithProviders(null, { path, routes });
    expect(await screen.findByRole('heading', { name: /version #2/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Certify' })).not.toBeInTheDocument();
    first.unmount();
    expect(appHubCalls(staff).some((call) => call.method === 'POST')).toBe(false);

    const reviewer = stubCatalogFetch(answer, {
      signedIn: true,
      user: { isProviderEmployee: true, globalPermissions: ['admin.apps', 'admin.review'] },
    });
    renderWithProviders(null, { path, routes });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Certify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certify Payroll bridge 1.1.0?' });
    expect(appHubCalls(reviewer).some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Certify' }));
    await waitFor(() =>
      expect(appHubCalls(reviewer).find((call) => call.method === 'POST')?.url.pathname).toBe(
        '/apphub/v1/versions/20000000-0000-4000-8000-000000000001/certify',
      ),
    );
    // Certified: the decision is taken, the action is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Certify' })).not.toBeInTheDocument());
  });

  it('says so for an unknown app', async () => {
    stubAdminApps();
    renderWithProviders(null, {
      path: '/admin/apps/00000000-0000-4000-8000-000000000009',
      routes: [{ path: '/admin/apps/:id', element: <AdminAppPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'App not found' })).toBeInTheDocument();
  });
});
