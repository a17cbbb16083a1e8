import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { json } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';
import { onTestClock } from '../../test/testClock.ts';
import { storedToken, storeToken } from './storedTokens.ts';
import { demoConsent, demoTenant, demoToken, stubTenantsApi } from './tenantsTestApi.ts';

const dev = demoTenant(1);
const sandbox = demoTenant(2, { name: 'acme_sb', environment: 'Sandbox' });
const connectPath = (tenantId: string) => `POST /auth/v1/tenants/${tenantId}/connect`;
const checkPath = (tenantId: string) => `GET /auth/v1/tenants/${tenantId}/consentCheck`;
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const open = () => renderPortal({ path: '/console/tenants' });
const manager = ['tenants.read', 'tenants.manage'];

describe('the tenants page', () => {
  it("lists the company's tenants with their environment, none connected", async () => {
    stubTenantsApi({}, { tenants: [dev, sandbox] });
    open();
    expect(await screen.findByRole('cell', { name: 'acme_sb' })).toBeVisible();
    expect(rowOf('acme_sb')).toHaveTextContent('Sandbox');
    expect(rowOf('acme_1')).toHaveTextContent('Development');
    expect(rowOf('acme_1')).toHaveTextContent('Not connected');
    expect(screen.getByRole('button', { name: 'Connect to acme_sb' })).toBeEnabled();
    expect(screen.getByText('You have not given the portal access to any tenant yet.')).toBeVisible();
    // Creating, deleting and password resets are for tenants.manage only.
    expect(screen.queryByRole('button', { name: 'Create development tenant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for acme_1' })).toBeNull();
  });

  it('says so in its own words when the tenants cannot be loaded', async () => {
    stubTenantsApi({
      'GET /auth/v1/organizations/[^/]+/tenants': () => json({ error: 'internal', message: 'down' }, 500),
    });
    open();
    expect(
      await screen.findByText('There was a problem loading tenants. Reload the page to try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: /tenants/i })).toBeNull();
  });

  it('says when the company has no tenants', async () => {
    stubTenantsApi({}, { tenants: [] });
    open();
    expect(await screen.findByText('No tenants')).toBeVisible();
  });

  it('asks the consent check first and shows the consent it names without a refused connect, then connects on Allow', async () => {
    let consented = false;
    const api = stubTenantsApi(
      {
        [checkPath(sandbox.id)]: () =>
          json({ missingScopes: consented ? [] : ['workers.read', 'financials.write'] }),
        [connectPath(sandbox.id)]: () =>
          consented
            ? json(demoToken(sandbox, 60 * 60_000))
            : json(
                {
                  error: 'conflict',
                  message: 'Consent needed',
                  scopes: ['workers.read', 'financials.write'],
                },
                409,
              ),
        'POST /auth/v2/consents': ({ body }) => {
          consented = true;
          return json(demoConsent(sandbox, (body as { scopes: never[] }).scopes), 201);
        },
      },
      { tenants: [sandbox] },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Connect to acme_sb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow access to acme_sb?' });
    expect(within(dialog).getByText('Workers: read')).toBeVisible();
    expect(within(dialog).getByText('Financials: write')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));

    expect(await screen.findByText('60 minutes left')).toBeVisible();
    expect(api.callsTo('POST /auth/v2/consents')[0]!.body).toEqual({
      tenantId: sandbox.id,
      scopes: ['workers.read', 'financials.write'],
    });
    // One connect, after the consent: never a 409 first (docs/product/tenants.md TENANTS-4).
    expect(api.callsTo(connectPath(sandbox.id))).toHaveLength(1);
    // Kept per tenant in local storage, with the access token to copy.
    expect(storedToken(sandbox.id, Date.now())?.access_token).toBe('ptt_acme_sb');
    expect(screen.getByRole('button', { name: 'Copy Access token' })).toBeVisible();
  });

  it('connects nothing when the consent is cancelled', async () => {
    const api = stubTenantsApi(
      { [checkPath(sandbox.id)]: () => json({ missingScopes: ['workers.read'] }) },
      { tenants: [sandbox] },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Connect to acme_sb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow access to acme_sb?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /auth/v2/consents')).toHaveLength(0);
    expect(api.callsTo(connectPath(sandbox.id))).toHaveLength(0);
    expect(rowOf('acme_sb')).toHaveTextContent('Not connected');
  });

  it('still asks for the consent when it was withdrawn between the check and the connect', async () => {
    stubTenantsApi(
      {
        [connectPath(sandbox.id)]: () =>
          json({ error: 'conflict', message: 'Consent needed', scopes: ['workers.read'] }, 409),
      },
      { tenants: [sandbox] },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Connect to acme_sb' }));
    expect(await screen.findByRole('dialog', { name: 'Allow access to acme_sb?' })).toBeVisible();
  });

  it("shows 'Authentication error' with 'Refresh page' when a token call is refused", async () => {
    stubTenantsApi(
      { [connectPath(sandbox.id)]: () => json({ error: 'unauthorized', message: 'Session ended' }, 401) },
      { tenants: [sandbox] },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Connect to acme_sb' }));
    expect(await screen.findByText('Authentication error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  });

  it('counts the minutes left down, and a token past its expiry shows as not connected', async () => {
    stubTenantsApi(
      { [connectPath(sandbox.id)]: () => json(demoToken(sandbox, 2 * 60_000 + 30_000)) },
      { tenants: [sandbox] },
    );
    open();
    const connect = await screen.findByRole('button', { name: 'Connect to acme_sb' });
    await onTestClock(async (pass) => {
      fireEvent.click(connect);
      // The connect's answer arrives on the test clock's turns (findBy waits on a timer it fakes).
      await pass(0);
      expect(rowOf('acme_sb')).toHaveTextContent('3 minutes left');
      await pass(60_000);
      expect(rowOf('acme_sb')).toHaveTextContent('2 minutes left');
      await pass(60_000);
      expect(rowOf('acme_sb')).toHaveTextContent('1 minute left');
      await pass(30_000);
      expect(rowOf('acme_sb')).toHaveTextContent('Not connected');
      expect(screen.getByRole('button', { name: 'Connect to acme_sb' })).toBeVisible();
    });
  });

  it('treats a stored token that has expired as absent', async () => {
    storeToken(demoToken(sandbox, -1000));
    storeToken(demoToken(dev, 10 * 60_000));
    stubTenantsApi({}, { tenants: [dev, sandbox] });
    open();
    expect(await screen.findByText('10 minutes left')).toBeVisible();
    expect(rowOf('acme_sb')).toHaveTextContent('Not connected');
    expect(screen.queryByRole('button', { name: 'Disconnect from acme_sb' })).toBeNull();
  });

  it('disconnects by revoking the token, then forgets it', async () => {
    storeToken(demoToken(sandbox, 30 * 60_000));
    const api = stubTenantsApi({ 'POST /auth/v1/token/revoke': () => json({}) }, { tenants: [sandbox] });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Disconnect from acme_sb' }));
    await screen.findByRole('button', { name: 'Connect to acme_sb' });
    expect(api.callsTo('POST /auth/v1/token/revoke')[0]!.body).toEqual({ token: 'ptt_acme_sb' });
    expect(JSON.parse(localStorage.getItem(storageKeys.tenantToken)!)).toEqual({});
  });

  it("lists the user's consents and revokes one only after the confirmation", async () => {
    const consent = demoConsent(sandbox, ['workers.read', 'absenceManagement.write']);
    let consents = [consent];
    const api = stubTenantsApi(
      {
        'GET /auth/v2/consents': () => json({ data: consents }),
        [`DELETE /auth/v2/consents/${consent.id}`]: () => {
          consents = [];
          return new Response(null, { status: 204 });
        },
      },
      { tenants: [sandbox] },
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Workers: read, Absence management: write')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revoke consent for acme_sb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this consent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /auth/v2/consents/${consent.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke consent for acme_sb' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke this consent?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have not given the portal access to any tenant yet.')).toBeVisible();
    expect(api.callsTo(`DELETE /auth/v2/consents/${consent.id}`)).toHaveLength(1);
  });
});

describe('the applications the user allowed', () => {
  it('lists them, and withdraws one only after the confirmation', async () => {
    const consent = {
      id: '00000000-0000-4000-9000-0000000000a1',
      client: { id: '00000000-0000-4000-c000-0000000000a2', name: 'Time-off kiosk' },
      user: { id: '00000000-0000-4000-9000-0000000000a3', email: 'd@x', name: 'Dana Dev' },
      tenantId: sandbox.id,
      tenant: 'acme_sb',
      scopes: ['absenceManagement.read'],
      grantedAt: '2026-11-24T10:00:00.000Z',
    };
    let consents = [consent];
    const withdraw = `DELETE /auth/v2/clients/${consent.client.id}/consents/${consent.id}`;
    const api = stubTenantsApi(
      {
        'GET /auth/v2/clientConsents': () => json({ data: consents }),
        [withdraw]: () => {
          consents = [];
          return new Response(null, { status: 204 });
        },
      },
      { tenants: [sandbox] },
    );
    const user = userEvent.setup();
    open();
    const row = (await screen.findByRole('cell', { name: 'Time-off kiosk' })).closest('tr')!;
    expect(row).toHaveTextContent('Absence management: read');
    await user.click(within(row).getByRole('button', { name: 'Withdraw what you allowed Time-off kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw what you allowed Time-off kiosk?' });
    expect(api.callsTo(withdraw)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('You have not allowed any application of the company to act for you.'),
    ).toBeVisible();
    expect(api.callsTo(withdraw)).toHaveLength(1);
  });
});

describe('the provisioner on the tenants page', () => {
  it("checks the name before asking, and shows the server's refusal", async () => {
    const api = stubTenantsApi(
      {
        'POST /auth/v1/provisioner/tenants': () =>
          json({ error: 'conflict', message: 'The company has its 5 development tenants already.' }, 409),
      },
      { tenants: [dev], permissions: manager },
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole('cell', { name: 'acme_1' });
    await user.click(screen.getByRole('button', { name: 'Create development tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a development tenant' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Not A Name');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Tenant is 1-63 lowercase letters, digits, - or _.'),
    ).toBeVisible();
    expect(api.callsTo('POST /auth/v1/provisioner/tenants')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'acme_new');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The company has its 5 development tenants already.'),
    ).toBeVisible();
    expect(api.callsTo('POST /auth/v1/provisioner/tenants')[0]!.body).toEqual({ name: 'acme_new' });
  });

  it('creates a development tenant and lists it', async () => {
    const created = demoTenant(7);
    let tenants = [dev];
    stubTenantsApi(
      {
        'GET /auth/v1/organizations/[^/]+/tenants': () => json({ total: tenants.length, data: tenants }),
        'POST /auth/v1/provisioner/tenants': () => {
          tenants = [dev, created];
          return json(created, 201);
        },
      },
      { permissions: manager },
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole('cell', { name: 'acme_1' });
    await user.click(screen.getByRole('button', { name: 'Create development tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a development tenant' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'acme_7');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('cell', { name: 'acme_7' })).toBeVisible();
  });

  it("deletes a development tenant only after a confirmation naming it, and shows the server's refusal", async () => {
    const path = `DELETE /auth/v1/provisioner/tenants/${dev.id}`;
    const api = stubTenantsApi(
      { [path]: () => json({ error: 'conflict', message: 'Apps are deployed to acme_1.' }, 409) },
      { tenants: [dev, sandbox], permissions: manager },
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole('cell', { name: 'acme_1' });
    // Only development tenants are the provisioner's.
    expect(screen.queryByRole('button', { name: 'More actions for acme_sb' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions for acme_1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete acme_1?' });
    expect(dialog).toHaveTextContent('acme_1 is deleted with its data, tokens and consents.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More actions for acme_1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete acme_1?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Apps are deployed to acme_1.')).toBeVisible();
    expect(api.callsTo(path)).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'acme_1' })).toBeVisible();
  });

  it('shows the new integration password once, to copy', async () => {
    stubTenantsApi(
      {
        [`POST /auth/v1/provisioner/tenants/${dev.id}/passwordReset`]: () =>
          json({ username: 'isu_acme_1', password: 'N3w-secret-value' }),
      },
      { tenants: [dev], permissions: manager },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'More actions for acme_1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset integration password' }));
    const dialog = await screen.findByRole('dialog', { name: 'New integration password' });
    expect(dialog).toHaveTextContent('N3w-secret-value');
    expect(within(dialog).getByRole('button', { name: 'Copy Password' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('N3w-secret-value')).toBeNull());
  });
});
