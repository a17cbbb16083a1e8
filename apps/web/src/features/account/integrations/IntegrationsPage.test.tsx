import type { ThirdPartyIntegration } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const CLIENT = '00000000-0000-4000-c000-000000000001';
const connected: ThirdPartyIntegration = {
  id: '00000000-0000-4000-d000-000000000001',
  clientId: '00000000-0000-4000-c000-000000000009',
  name: 'Globex payroll bridge',
  ownerCompany: 'Globex Apps',
  scopes: ['workers.read'],
  tenants: [{ id: '00000000-0000-4000-e000-000000000001', name: 'acme_sb' }],
  connectedBy: 'Ada Admin',
  connectedAt: '2026-11-20T10:00:00.000Z',
};
const base = '/auth/v2/organizations/[^/]+/integrations';

function stub(extra: Record<string, ApiHandler> = {}, permissions = ['company.read', 'company.admin']) {
  return stubPortalApi(
    {
      [`GET ${base}`]: () => json({ data: [connected] }),
      [`GET ${base}/clients/[^/]+`]: () =>
        json({
          clientId: CLIENT,
          name: 'Initech time sync',
          ownerCompany: 'Initech',
          requestedScopes: ['absenceManagement.read', 'workers.read'],
        }),
      'GET /auth/v1/organizations/[^/]+/tenants': () =>
        json({
          total: 2,
          data: [
            { id: '00000000-0000-4000-e000-000000000001', name: 'acme_sb', environment: 'Sandbox' },
            { id: '00000000-0000-4000-e000-000000000002', name: 'acme_dev', environment: 'Development' },
          ],
        }),
      ...extra,
    },
    { permissions },
  );
}

async function lookUp() {
  await userEvent.click(await screen.findByRole('button', { name: 'Connect an integration' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect an integration' });
  await userEvent.click(within(dialog).getByRole('textbox', { name: /Client ID/ }));
  await userEvent.paste(CLIENT);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
  expect(await within(dialog).findByText('Initech time sync, owned by Initech.')).toBeVisible();
  return dialog;
}

describe('the third-party integrations page', () => {
  it('lists the connected integrations with owner, scopes, tenants and who connected them', async () => {
    stub();
    renderPortal({ path: '/console/account/third-party-integrations' });
    expect(await screen.findByText('Globex payroll bridge')).toBeVisible();
    expect(screen.getByText('by Globex Apps')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'acme_sb' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Ada Admin' })).toBeVisible();
  });

  it('looks the client up by id, then connects with the chosen scopes and tenants', async () => {
    const api = stub({
      [`POST ${base}`]: ({ body }) => json({ ...connected, ...(body as object), id: connected.id }, 201),
    });
    renderPortal({ path: '/console/third-party-integrations' });
    const dialog = await lookUp();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'absenceManagement.read' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'acme_dev' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Initech time sync is connected.')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      clientId: CLIENT,
      scopes: ['workers.read'],
      tenantIds: ['00000000-0000-4000-e000-000000000002'],
    });
  });

  it("shows the server's refusal in the dialog and asks for a tenant before sending", async () => {
    const api = stub({
      [`POST ${base}`]: () =>
        json({ error: 'conflict', message: 'Initech time sync is connected already.' }, 409),
    });
    renderPortal({ path: '/console/account/third-party-integrations' });
    const dialog = await lookUp();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one tenant.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'acme_sb' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Initech time sync is connected already.',
    );
  });

  it('asks before disconnecting, then calls the server', async () => {
    const api = stub({ [`DELETE ${base}/[^/]+`]: () => new Response(null, { status: 204 }) });
    renderPortal({ path: '/console/account/third-party-integrations' });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Globex payroll bridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this integration?' });
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Globex payroll bridge was disconnected.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')[0]?.path).toContain(connected.id);
  });

  it('shows a member without company.admin the forbidden view, not the page', async () => {
    stub({}, ['company.read']);
    renderPortal({ path: '/console/third-party-integrations' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Third-party integrations' })).toBeNull();
  });
});
