import type { SearchResultV2 } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const counts = { doc: 1, tutorial: 0, catalog: 0, api: 2, app: 0 };
const result: SearchResultV2 = {
  total: 3,
  counts,
  data: [
    {
      kind: 'doc',
      key: 'tenants',
      title: 'Tenants and tenant tokens',
      url: '/documentation/tenants',
      snippet: [
        { text: 'Get a ', match: false },
        { text: 'token', match: true },
      ],
      updatedAt: '2026-11-24T00:00:00.000Z',
    },
  ],
};

function renderSearch(path: string, answer: () => Response = () => json(result)) {
  stubIdentityFetch({
    signedIn: false,
    extra: (method, path) => (method === 'GET' && path === '/sub-api/v2/search' ? answer() : undefined),
  });
  renderPortal({ path });
}

describe('SearchPage', () => {
  it('asks for a query before searching', async () => {
    renderSearch('/search');
    expect(await screen.findByText(/^Search the documentation, tutorials/)).toBeInTheDocument();
  });

  it('shows hits with their marked words, and each kind’s count on its filter', async () => {
    renderSearch('/search?q=token');
    expect(await screen.findByRole('link', { name: 'Tenants and tenant tokens' })).toHaveAttribute(
      'href',
      '/documentation/tenants',
    );
    expect(screen.getByText('token', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('3 results')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'API operations (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('API operations (2)'));
    expect(await screen.findByRole('radio', { name: 'API operations (2)' })).toBeChecked();
  });

  it('says so when nothing matches', async () => {
    renderSearch('/search?q=zzz', () => json({ total: 0, data: [], counts: { ...counts, doc: 0, api: 0 } }));
    expect(await screen.findByText('No results for “zzz”.')).toBeInTheDocument();
  });
});
