import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  appHubCalls,
  expenseEntry,
  json,
  stubCatalogFetch,
  syncEntry,
} from '../../../test/catalogTestApi.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AdminCatalogPage } from './AdminCatalogPage.tsx';
import { AdminCatalogPreviewPage } from './AdminCatalogPreviewPage.tsx';

function stubAdminCatalog() {
  const entries = [{ ...expenseEntry }, { ...syncEntry }];
  return stubCatalogFetch(
    (method, url) => {
      if (method === 'GET' && url.pathname === '/apphub/v1/admin/catalog')
        return json({ total: entries.length, data: entries });
      const action = url.pathname.match(/^\/apphub\/v1\/admin\/catalog\/([^/]+)\/(publish|withdraw)$/);
      const entry = entries.find((e) => e.id === action?.[1]);
      if (method === 'POST' && entry) {
        entry.published = action?.[2] === 'publish';
        return json(entry);
      }
      return undefined;
    },
    { signedIn: true },
  );
}

describe('admin app catalog', () => {
  it('withdraws an entry only after confirmation', async () => {
    const fetchMock = stubAdminCatalog();
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw Expense approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from the App Catalog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(appHubCalls(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Withdraw Expense approval' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw from the App Catalog?' })).getByRole(
        'button',
        {
          name: 'Withdraw',
        },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Publish Expense approval' })).toBeInTheDocument();
    expect(appHubCalls(fetchMock).filter((c) => c.method === 'POST')[0]?.url.pathname).toBe(
      `/apphub/v1/admin/catalog/${expenseEntry.id}/withdraw`,
    );
  });

  it('publishes a withdrawn entry at once', async () => {
    stubAdminCatalog();
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />);
    await user.click(await screen.findByRole('button', { name: 'Publish Worker directory sync' }));
    expect(await screen.findByRole('button', { name: 'Withdraw Worker directory sync' })).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    stubCatalogFetch(() => json({ error: 'internal', message: 'down' }, 500), { signedIn: true });
    renderWithProviders(<AdminCatalogPage />);
    expect(await screen.findByText('The catalog entries could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('previews every entry, the unpublished ones marked', async () => {
    stubAdminCatalog();
    renderWithProviders(<AdminCatalogPreviewPage />);
    const sync = await screen.findByRole('article', { name: 'Worker directory sync' });
    expect(within(sync).getByText('Not published')).toBeInTheDocument();
    const expense = screen.getByRole('article', { name: 'Expense approval' });
    await waitFor(() => expect(within(expense).queryByText('Not published')).not.toBeInTheDocument());
  });
});
