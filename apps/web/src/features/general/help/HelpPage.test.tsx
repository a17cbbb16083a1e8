import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import type { TestConfigOverrides } from '../../../test/renderWithProviders.tsx';

function renderHelp(readiness: () => Response, config: TestConfigOverrides = {}) {
  stubIdentityFetch({
    signedIn: false,
    extra: (method, path) => (method === 'GET' && path === '/readyz' ? readiness() : undefined),
  });
  return renderPortal({ path: '/help', config });
}

describe('HelpPage', () => {
  it('points to the places built here and shows the portal is up', async () => {
    renderHelp(() => json({ status: 'ok', database: 'pglite' }));
    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    const places = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);
    expect(places).toEqual(
      expect.arrayContaining([
        'Documentation',
        'Search',
        'API explorers',
        'App catalog',
        'Retired functionality',
      ]),
    );
    expect(await screen.findByText('The portal is working normally')).toBeInTheDocument();
    // No community or status page configured: no link out.
    expect(screen.queryByRole('heading', { name: 'Community' })).toBeNull();
  });

  it('says so when the portal cannot reach its database', async () => {
    renderHelp(() => json({ status: 'unavailable', database: 'postgres' }, 503));
    expect(await screen.findByText('The portal cannot reach its database')).toBeInTheDocument();
  });

  it('in federal mode, asks before leaving for the community', async () => {
    renderHelp(() => json({ status: 'ok', database: 'pglite' }), {
      portalMode: 'federal',
      helpLinks: { community: 'https://community.example.org/', status: 'https://status.example.org/' },
    });
    const link = await screen.findByRole('link', { name: /Developer community/ });
    await userEvent.click(link);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Platform status page/ })).toHaveAttribute(
      'href',
      'https://status.example.org/',
    );
  });
});
