import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../lib/identity/companyContext.ts';
import { acmeCompanyContext, demoApp, stubAppsApi } from '../../test/appsTestApi.ts';
import { json } from '../../test/identityStub.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { RecentApps } from './RecentApps.tsx';

const company = acmeCompanyContext;

function app(n: number) {
  return demoApp(n, { updatedAt: `2026-11-2${n}T10:00:00.000Z`, latestVersion: null });
}

function renderRecent() {
  return renderWithProviders(
    <CompanyContext.Provider value={company}>
      <RecentApps />
    </CompanyContext.Provider>,
  );
}

describe('RecentApps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the selected company's apps, newest change first, linking to each app", async () => {
    const api = stubAppsApi({}, { apps: [app(2), app(1)] });
    renderRecent();
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['App 2', 'App 1']);
    expect(links[0]).toHaveAttribute('href', `/console/apps/view/${app(2).id}`);
    const [call] = api.callsTo('GET /apps');
    expect(call?.url.searchParams.get('sort')).toBe('-updatedAt');
  });

  it("says 'No Recently Modified Apps' when the company has none", async () => {
    stubAppsApi({}, { apps: [] });
    renderRecent();
    expect(await screen.findByText('No Recently Modified Apps')).toBeInTheDocument();
  });

  it("says 'There was an error accessing apps.' on failure, and Try again asks again", async () => {
    let fail = true;
    stubAppsApi({
      'GET /apps': () =>
        fail ? json({ error: 'internal', message: 'down' }, 500) : json({ total: 1, data: [app(1)] }),
    });
    renderRecent();
    expect(await screen.findByText('There was an error accessing apps.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'App 1' })).toBeInTheDocument();
  });
});
