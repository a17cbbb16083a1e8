import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/identityStub.ts';
import { stubPortalApi } from '../../test/portalApiStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const SANDBOX = '00000000-0000-4000-a000-000000000002';

function stub() {
  return stubPortalApi(
    {
      'GET /auth/v1/organizations/[^/]+/tenants': () =>
        json({ total: 1, data: [{ id: SANDBOX, name: 'acme_sb', environment: 'Sandbox' }] }),
      'GET /auth/v1/organizations/[^/]+/users': () => json({ total: 0, data: [] }),
      'POST /auth/v2/clients': () => json({ error: 'conflict', message: 'Stop here.' }, 409),
    },
    { permissions: ['clients.read', 'clients.manage', 'users.read'] },
  );
}

describe('the scopes of an API client', () => {
  it('sends the portal scopes chosen, with or without tenant scopes, each group keeping the other', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPortal({ path: '/console/api-clients/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'CI pipeline');
    await user.click(screen.getByRole('combobox', { name: 'Tenants' }));
    await user.click(await screen.findByRole('option', { name: 'acme_sb' }));
    await user.click(screen.getByRole('checkbox', { name: 'Workers: read' }));
    await user.click(screen.getByRole('checkbox', { name: 'Apps: create apps and upload versions' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Deploy: promote versions and deploy them to tenants' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Stop here.')).toBeVisible();
    expect(api.callsTo('POST /auth/v2/clients')[0]!.body).toMatchObject({
      scopes: ['workers.read', 'portal.apps.write', 'portal.deploy'],
    });

    // A pipeline client needs no tenant scope: the portal scopes alone are a valid choice.
    await user.click(screen.getByRole('checkbox', { name: 'Workers: read' }));
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(api.callsTo('POST /auth/v2/clients')).toHaveLength(2));
    expect(api.callsTo('POST /auth/v2/clients')[1]!.body).toMatchObject({
      scopes: ['portal.apps.write', 'portal.deploy'],
    });
  }, 20_000);

  it('asks for a scope when none of either kind is chosen', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPortal({ path: '/console/api-clients/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'No scopes');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeVisible();
    expect(api.callsTo('POST /auth/v2/clients')).toHaveLength(0);
  }, 20_000);
});
