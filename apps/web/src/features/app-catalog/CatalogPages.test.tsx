import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyContext } from '../../lib/identity/companyContext.ts';
import { appHubCalls, expenseEntry, json, stubCatalogFetch, syncEntry } from '../../test/catalogTestApi.ts';
import { demoOrganizations } from '../../test/identityStub.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { CatalogAppPage } from './CatalogAppPage.tsx';
import { CatalogCodePage } from './CatalogCodePage.tsx';
import { CatalogListPage } from './CatalogListPage.tsx';

const acme = demoOrganizations.find((o) => o.organizationName === 'Acme Health')!;
const entries = [expenseEntry, { ...syncEntry, published: true }];

function renderPage(path: string, withCompany = false) {
  const company = {
    companies: withCompany ? [acme] : [],
    selected: withCompany ? acme : null,
    isLoading: false,
    viewKey: 'k',
    switchTo: async () => undefined,
  };
  const page = (element: React.ReactNode) => (
    <CompanyContext.Provider value={company}>{element}</CompanyContext.Provider>
  );
  return renderWithProviders(null, {
    path,
    routes: [
      { path: '/app-catalog', element: page(<CatalogListPage />) },
      { path: '/app-catalog/:id', element: page(<CatalogAppPage />) },
      { path: '/app-catalog/:id/code', element: page(<CatalogCodePage />) },
      { path: '/console/apps/view/:id', element: <p>App view</p> },
    ],
  });
}

describe('app catalog list', () => {
  it('lists the samples and searches on the server through ?q=', async () => {
    const fetchMock = stubCatalogFetch((_method, url) => {
      const q = url.searchParams.get('q');
      const data = q ? entries.filter((e) => e.title.toLowerCase().includes(q.toLowerCase())) : entries;
      return json({ total: data.length, data });
    });
    const user = userEvent.setup();
    const { router } = renderPage('/app-catalog');
    expect(await screen.findByRole('link', { name: 'Expense approval' })).toHaveAttribute(
      'href',
      '/app-catalog/expense-approval',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalog' }), 'worker');
    await waitFor(() => expect(router.state.location.search).toBe('?q=worker'));
    await waitFor(() => expect(screen.queryByText('Expense approval')).not.toBeInTheDocument());
    expect(screen.getByText('Worker directory sync')).toBeInTheDocument();
    expect(appHubCalls(fetchMock).at(-1)?.url.search).toBe('?q=worker');

    await user.clear(screen.getByRole('searchbox', { name: 'Search the catalog' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalog' }), 'nothing');
    expect(await screen.findByText('No catalog apps match "nothing".')).toBeInTheDocument();
  });

  it('shows an error with Try again, which reads the list again', async () => {
    let fail = true;
    stubCatalogFetch(() =>
      fail ? json({ error: 'internal', message: 'down' }, 500) : json({ total: 1, data: [expenseEntry] }),
    );
    const user = userEvent.setup();
    renderPage('/app-catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent('The app catalog could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Expense approval' })).toBeInTheDocument();
  });

  it('says when the catalog is empty', async () => {
    stubCatalogFetch(() => json({ total: 0, data: [] }));
    renderPage('/app-catalog');
    expect(await screen.findByText('There are no apps in the catalog yet.')).toBeInTheDocument();
  });
});

describe('app catalog entry', () => {
  const answerEntry = (method: string, url: URL) =>
    method === 'GET' && url.pathname === '/apphub/v1/catalog/expense-approval'
      ? json(expenseEntry)
      : undefined;

  it('shows the description and components, and offers sign-in with the return path when signed out', async () => {
    stubCatalogFetch(answerEntry);
    renderPage('/app-catalog/expense-approval');
    expect(await screen.findByRole('heading', { name: 'Expense approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'scripts/policy.js' })).toHaveAttribute(
      'href',
      '/app-catalog/expense-approval/code?file=scripts%2Fpolicy.js',
    );
    expect(await screen.findByRole('link', { name: 'Sign in to copy this app' })).toHaveAttribute(
      'href',
      '/login?path=%2Fapp-catalog%2Fexpense-approval',
    );
  });

  it('copies the app to the selected company and opens the new app', async () => {
    const fetchMock = stubCatalogFetch(
      (method, url) =>
        answerEntry(method, url) ??
        (method === 'POST' && url.pathname === '/apphub/v1/apps'
          ? json({ app: { id: '33333333-3333-4333-8333-333333333333' } }, 201)
          : undefined),
      { signedIn: true, permissions: { [acme.organizationUuid]: ['apps.read', 'apps.write'] } },
    );
    const user = userEvent.setup();
    const { router } = renderPage('/app-catalog/expense-approval', true);
    await user.click(await screen.findByRole('button', { name: 'Copy to my company' }));
    const referenceId = await screen.findByRole('textbox', { name: /Reference ID/ });
    await user.clear(referenceId);
    await user.type(referenceId, 'my_expenses');
    // The console's create form, as a copy of the sample: prefilled from it, its type fixed.
    expect(screen.getByRole('dialog', { name: 'Create App' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Expense approval');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/console/apps/view/33333333-3333-4333-8333-333333333333'),
    );
    expect(appHubCalls(fetchMock).find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Expense approval',
      referenceId: 'my_expenses',
      type: 'JOURNEYS',
      source: { catalog: expenseEntry.id },
    });
  });

  it("shows the server's reason when the reference ID is taken, and a general message otherwise", async () => {
    let status = 409;
    stubCatalogFetch(
      (method, url) =>
        answerEntry(method, url) ??
        (method === 'POST'
          ? json(
              {
                error: status === 409 ? 'conflict' : 'internal',
                message: 'An app has already been created with this reference ID: expense_approval',
              },
              status,
            )
          : undefined),
      { signedIn: true, permissions: { [acme.organizationUuid]: ['apps.read', 'apps.write'] } },
    );
    const user = userEvent.setup();
    renderPage('/app-catalog/expense-approval', true);
    await user.click(await screen.findByRole('button', { name: 'Copy to my company' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText(/already been created with this reference ID/)).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error copying app. Try again.')).toBeInTheDocument();
  });

  it('does not offer the copy to a role without apps.write', async () => {
    stubCatalogFetch(answerEntry, { signedIn: true });
    renderPage('/app-catalog/expense-approval', true);
    expect(
      await screen.findByText('Your role in Acme Health does not allow creating apps.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy to my company' })).not.toBeInTheDocument();
  });

  it('says so for an app not in the catalog', async () => {
    stubCatalogFetch(() => undefined);
    renderPage('/app-catalog/asset-tracking');
    expect(await screen.findByRole('heading', { name: 'Not in the App Catalog' })).toBeInTheDocument();
  });
});

describe('app catalog code', () => {
  it('lists the files and shows the chosen one highlighted, with a copy button', async () => {
    stubCatalogFetch((_method, url) => {
      if (url.pathname.endsWith('/code'))
        return json({
          files: [
            { path: 'manifest.json', language: 'json', encoding: 'utf8', content: '{ "name": "x" }\n' },
            {
              path: 'scripts/policy.js',
              language: 'javascript',
              encoding: 'utf8',
              content: 'export const limit = 10;\n',
            },
          ],
        });
      return json(expenseEntry);
    });
    const user = userEvent.setup();
    const { router } = renderPage('/app-catalog/expense-approval/code');
    const manifest = await screen.findByRole(
      'region',
      { name: 'Contents of manifest.json' },
      { timeout: 5000 },
    );
    expect(manifest.querySelector('.token.property')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'scripts/policy.js' }));
    expect(router.state.location.search).toBe('?file=scripts%2Fpolicy.js');
    const script = await screen.findByRole('region', { name: 'Contents of scripts/policy.js' });
    expect(script.querySelector('.token.keyword')?.textContent).toBe('export');
    expect(screen.getByRole('button', { name: 'Copy scripts/policy.js to the clipboard' })).toBeEnabled();
  });
});
