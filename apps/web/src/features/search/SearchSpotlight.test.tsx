import type { SearchResultV2 } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const result: SearchResultV2 = {
  total: 2,
  counts: { doc: 2, tutorial: 0, catalog: 0, api: 0, app: 0 },
  data: [
    {
      kind: 'doc',
      key: 'tenants',
      title: 'Tenants and tenant tokens',
      url: '/documentation/tenants',
      snippet: [{ text: 'tenant tokens', match: false }],
      updatedAt: '2026-11-24T00:00:00.000Z',
    },
    {
      kind: 'doc',
      key: 'getting-started',
      title: 'Getting started',
      url: '/documentation/getting-started',
      snippet: [{ text: 'first steps', match: false }],
      updatedAt: '2026-11-24T00:00:00.000Z',
    },
  ],
};

describe('SearchSpotlight', () => {
  it('preselects the first hit once the results arrive, so Enter opens it', async () => {
    stubIdentityFetch({
      signedIn: false,
      extra: (method, path) => (method === 'GET' && path === '/sub-api/v2/search' ? json(result) : undefined),
    });
    const { router } = renderPortal({ path: '/' });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Search (Ctrl+K)' }))[0] as HTMLElement);
    await user.type(await screen.findByRole('textbox', { name: 'Search the portal' }), 'token');
    expect(await screen.findByText('Tenants and tenant tokens')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Tenants and tenant tokens').closest('[data-action]')).toHaveAttribute(
        'data-selected',
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/documentation/tenants'));
  });
});
