import type { AdminApp, AdminAppDetail } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { appHubCalls, json, stubCatalogFetch } from '../../shared/catalog/catalogTestApi.ts';
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
    expect(await screen.findByText('No apps match "zzz".', {}, { timeout: 3000 })).toBeInTheDocument();
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

  it('says so for an unknown app', async () => {
    stubAdminApps();
    renderWithProviders(null, {
      path: '/admin/apps/00000000-0000-4000-8000-000000000009',
      routes: [{ path: '/admin/apps/:id', element: <AdminAppPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'App not found' })).toBeInTheDocument();
  });
});
