import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AppAccessPanel } from './AppAccessPanel.tsx';

const APP = '33333333-3333-4333-8333-333333333333';
const base = `/auth/v1/apps/${APP}`;

/** A tiny in-memory access API: enough to see the panel's calls change what it lists. */
function stubAccessApi() {
  const permissions = ['expenses.read'];
  const roles = [
    { name: 'viewer', permissions: ['expenses.read'], lastModified: '2026-11-01T00:00:00.000Z' },
  ];
  const calls: string[] = [];
  const identity = stubIdentityFetch();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (!url.pathname.startsWith(base)) return identity(input, init);
      const path = url.pathname.slice(base.length);
      calls.push(`${method} ${path}`);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (method === 'GET' && path === '/permissions')
        return json({
          total: permissions.length,
          data: permissions.map((name) => ({ name, createdAt: '2026-11-01T00:00:00.000Z' })),
        });
      if (method === 'GET' && path === '/roles') return json({ total: roles.length, data: roles });
      if (method === 'GET' && path === '/users') return json({ total: 0, data: [] });
      if (method === 'POST' && path === '/permissions') {
        if (permissions.includes(body.name))
          return json({ error: 'conflict', message: `The app already has a permission ${body.name}.` }, 409);
        permissions.push(body.name);
        return json({ name: body.name, createdAt: '2026-11-01T00:00:00.000Z' }, 201);
      }
      if (method === 'DELETE' && path === '/roles/viewer') {
        roles.splice(0, 1);
        return new Response(null, { status: 204 });
      }
      return json({ error: 'not_found', message: 'nope' }, 404);
    }),
  );
  return calls;
}

describe('AppAccessPanel', () => {
  it('adds a permission and shows the reason a duplicate is refused', async () => {
    stubAccessApi();
    const user = userEvent.setup();
    renderWithProviders(<AppAccessPanel appId={APP} canManage />);
    const field = await screen.findByRole('textbox', { name: 'New permission' });
    await user.type(field, 'expenses.approve');
    await user.click(screen.getByRole('button', { name: 'Add permission' }));
    const list = screen.getByRole('list', { name: 'Permissions' });
    expect(await within(list).findByText('expenses.approve')).toBeInTheDocument();
    await user.type(field, 'expenses.read');
    await user.click(screen.getByRole('button', { name: 'Add permission' }));
    expect(await screen.findByText('The app already has a permission expenses.read.')).toBeInTheDocument();
  });

  it('removes a role only after confirmation', async () => {
    const calls = stubAccessApi();
    const user = userEvent.setup();
    renderWithProviders(<AppAccessPanel appId={APP} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Remove role viewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this role?' });
    expect(calls).not.toContain('DELETE /roles/viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The app has no roles yet.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /roles/viewer');
  });

  it('offers no changes to a reader', async () => {
    stubAccessApi();
    renderWithProviders(<AppAccessPanel appId={APP} canManage={false} />);
    expect(
      await within(await screen.findByRole('list', { name: 'Roles' })).findByText('viewer'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
