import type { ProductUpdate } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const update = (id: string, title: string, unread: boolean, link: string | null = null): ProductUpdate => ({
  id,
  title,
  body: `About ${title}.`,
  category: 'feature',
  link,
  publishedAt: '2026-11-20T10:00:00.000Z',
  unread,
});

function renderBell(options: { staff?: boolean; flag?: boolean } = {}) {
  let unread = 2;
  const fetchMock = stubIdentityFetch({
    user: { globalPermissions: options.staff ? ['admin.portal', 'admin.docs'] : [] },
    extra: (method, path) => {
      if (method === 'GET' && path === '/sub-api/v2/product-updates')
        return json({
          data: [
            update('00000000-0000-4000-8000-000000000001', 'Downloads', unread > 0, '/downloads'),
            update('00000000-0000-4000-8000-000000000002', 'Search', unread > 0),
          ],
          unread,
        });
      if (method === 'POST' && path === '/sub-api/v2/reset-product-updates') {
        unread = 0;
        return new Response(null, { status: 204 });
      }
      if (method === 'DELETE' && path.startsWith('/sub-api/v2/product-updates/'))
        return new Response(null, { status: 204 });
      return undefined;
    },
  });
  renderPortal({ path: '/about', config: { flags: { productUpdates: options.flag ?? true } } });
  return fetchMock;
}

// Typing whole forms on a 2-core machine shared by parallel runs takes longer than the 5 s default.
describe('HeaderProductUpdates', { timeout: 20_000 }, () => {
  it('shows the unread count, lists the feed and marks it all read', async () => {
    const fetchMock = renderBell();
    const bell = await screen.findByRole('button', { name: 'Product updates, 2 unread' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Product updates' });
    expect(await within(panel).findByText('Downloads')).toBeInTheDocument();
    expect(within(panel).getAllByText('Unread')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/downloads');
    expect(within(panel).queryByRole('button', { name: 'Publish an update' })).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Product updates' })).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('POST /sub-api/v2/reset-product-updates');
  });

  it('is absent when the flag is off', async () => {
    renderBell({ flag: false });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Product updates/ })).toBeNull();
  });

  it('lets staff publish (checked before sending) and withdraw after a confirmation', async () => {
    const fetchMock = renderBell({ staff: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Product updates, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish an update' }));
    const form = await screen.findByRole('dialog', { name: 'Publish a product update' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Tutorials');
    await userEvent.type(within(form).getByRole('textbox', { name: /Text/ }), 'Step by step.');
    await userEvent.type(within(form).getByRole('textbox', { name: /Link/ }), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Link: a portal path starting with / or an https:// address.',
    );
    expect(callsOf(fetchMock)).not.toContain('POST /sub-api/v2/product-updates');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Product updates, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Product updates' });
    await userEvent.click((await within(panel).findAllByRole('button', { name: 'Withdraw' }))[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this update?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain(
        'DELETE /sub-api/v2/product-updates/00000000-0000-4000-8000-000000000001',
      ),
    );
  });
});
