import type { AdminApp, Deployment, UserSelf } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/identity/companyContext.ts';
import { acme, acmeCompanyContext, demoApp, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { HomeDashboard } from './HomeDashboard.tsx';

const company = acmeCompanyContext;

const version = (partial: object) => ({
  ...demoApp(9).latestVersion!,
  buildId: '00000000-0000-4000-c000-000000000001',
  ...partial,
});
const broken = demoApp(1, {
  name: 'Benefits',
  latestVersion: version({ version: '0.2.0', buildStatus: 'FAILED' }),
});
const waiting = demoApp(2, {
  name: 'Barcoding',
  latestVersion: version({ version: '1.0.0', environment: 'Sandbox', reviewState: 'IN_REVIEW' }),
});
const fine = demoApp(3, { name: 'Expenses' });
const deployment = (n: number, deployedAt: string): Deployment => ({
  id: `00000000-0000-4000-d000-00000000000${n}`,
  appId: fine.id,
  referenceId: fine.referenceId,
  appName: fine.name,
  versionId: fine.latestVersion!.id,
  version: `1.${n}.0`,
  versionNumber: n,
  tenant: `acme_${n}`,
  environment: 'Development',
  deployedAt,
});

function renderDashboard(
  deployments: Deployment[],
  apps = [broken, waiting, fine],
  options: { handlers?: Parameters<typeof stubAppsApi>[0]; user?: Partial<UserSelf> } = {},
) {
  const api = stubAppsApi(options.handlers ?? {}, { apps, ...(options.user ? { user: options.user } : {}) });
  const appsFetch = api.fetchMock;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/aos/v1/registry') ? json({ data: deployments }) : appsFetch(input, init),
    ),
  );
  return renderWithProviders(
    <CompanyContext.Provider value={company}>
      <HomeDashboard organizationId={acme.organizationUuid} />
    </CompanyContext.Provider>,
  );
}

describe('HomeDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows failing builds, versions waiting for review and the newest deployments first', async () => {
    renderDashboard([deployment(1, '2026-11-01T10:00:00.000Z'), deployment(2, '2026-11-20T10:00:00.000Z')]);
    const failing = await screen.findByRole('region', { name: 'Failing builds' });
    expect(await within(failing).findByRole('link', { name: 'Benefits 0.2.0' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/builds\//),
    );
    const review = screen.getByRole('region', { name: 'Waiting for review' });
    expect(within(review).getByRole('link', { name: 'Barcoding 1.0.0' })).toBeVisible();
    const deployed = screen.getByRole('region', { name: 'Recent deployments' });
    const links = await within(deployed).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Expenses 1.2.0 to acme_2',
      'Expenses 1.1.0 to acme_1',
    ]);
    expect(screen.getByRole('link', { name: 'Fix the failing build of Benefits' })).toBeVisible();
  });

  it('says when all is well, and suggests a first deployment', async () => {
    renderDashboard([], [fine]);
    expect(await screen.findByText("No failing builds: every app's latest build succeeded.")).toBeVisible();
    expect(screen.getByText('No version is waiting for review.')).toBeVisible();
    expect(await screen.findByText('Nothing is deployed to a tenant yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deploy an app to one of your tenants' })).toBeVisible();
  });

  // The reviewer's home read their own company's apps and said none was waiting.
  it("counts a reviewer's queue across every company, each app opening its admin page", async () => {
    const queued = (n: number, name: string, organizationName: string): AdminApp => ({
      id: `00000000-0000-4000-e000-00000000000${n}`,
      name,
      referenceId: name.toLowerCase(),
      description: '',
      type: 'EXTEND',
      organizationId: `00000000-0000-4000-f000-00000000000${n}`,
      organizationName,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      retiredAt: null,
    });
    const admin = vi.fn(() =>
      json({ total: 2, data: [queued(1, 'Payroll', 'Acme Health'), queued(2, 'Kiosk', 'Initech')] }),
    );
    renderDashboard([], [fine], {
      handlers: { 'GET /admin/apps': admin },
      user: { globalPermissions: ['admin.portal', 'admin.apps', 'admin.review'] },
    });
    const queue = await screen.findByRole('region', { name: 'Your review queue' });
    expect(await within(queue).findByText('2 apps have a version waiting for review.')).toBeVisible();
    expect(within(queue).getByRole('link', { name: 'Payroll' })).toHaveAttribute(
      'href',
      '/admin/apps/00000000-0000-4000-e000-000000000001',
    );
    expect(within(queue).getByText('Initech')).toBeVisible();
    expect(within(queue).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
      'href',
      '/admin/apps?review=IN_REVIEW',
    );
  });

  it('shows no review queue to whom is not a reviewer', async () => {
    renderDashboard([], [fine]);
    expect(await screen.findByText('No version is waiting for review.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your review queue' })).toBeNull();
  });
});
