import type { ApiClient } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, json } from '../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../test/portalApiStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

// A guard against a hang, not a speed check: these tests render the whole create and rotate forms in jsdom,
// which took 1-3 s alone and over 20 s on a 2-core machine busy with the rest of the suite (a CI run failed on it).
const FORM_TEST_GUARD_MS = 60_000;
const SANDBOX = '00000000-0000-4000-a000-000000000002';
const DANA = '00000000-0000-4000-8000-0000000000d1';
const SAM = '00000000-0000-4000-8000-0000000000d2';
const reader = ['clients.read'];
const manager = ['clients.read', 'clients.manage', 'users.read'];

function demoClient(index: number, partial: Partial<ApiClient> = {}): ApiClient {
  return {
    id: `00000000-0000-4000-c000-${String(index).padStart(12, '0')}`,
    organizationId: '00000000-0000-4000-8000-000000000001',
    name: `Client ${index}`,
    description: '',
    type: 'confidential',
    grantTypes: ['client_credentials'],
    redirectUris: [],
    corsOrigins: [],
    scopes: ['workers.read'],
    tenants: [{ id: SANDBOX, name: 'acme_sb' }],
    owner: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-20T10:00:00.000Z',
    integration: false,
    refreshTokenDays: null,
    disabled: false,
    secrets: [
      {
        id: `00000000-0000-4000-d000-${String(index).padStart(12, '0')}`,
        hint: 'wxyz',
        createdAt: '2026-11-01T10:00:00.000Z',
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
        state: 'current',
      },
    ],
    health: { secretAgeDays: 24, unusedScopes: [], warnings: [] },
    ...partial,
  };
}

const payroll = demoClient(1, {
  name: 'Payroll export',
  owner: { id: DANA, name: 'Dana Dev', email: 'd@x' },
});
const legacy = demoClient(2, {
  name: 'Legacy reporting',
  lastUsedAt: '2026-07-01T10:00:00.000Z',
  health: { secretAgeDays: 200, unusedScopes: [], warnings: ['secret_old', 'unused'] },
});

/** Whom this user may make an owner (GET /auth/v2/clients/owners): Dana, and a specialist. */
const owners = [
  {
    userUuid: DANA,
    email: 'd@x',
    firstName: 'Dana',
    lastName: 'Dev',
    portalScopes: ['portal.apps.read', 'portal.apps.write', 'portal.deploy', 'portal.orchestrations'],
  },
  { userUuid: SAM, email: 's@x', firstName: 'Sam', lastName: 'Spec', portalScopes: ['portal.apps.read'] },
];

function stub(handlers: Record<string, ApiHandler> = {}, permissions = manager) {
  return stubPortalApi(
    {
      'GET /auth/v2/clients': ({ url }) =>
        json({
          total: 2,
          data: url.searchParams.get('owner') === 'unassigned' ? [legacy] : [payroll, legacy],
        }),
      'GET /auth/v1/organizations/[^/]+/tenants': () =>
        json({ total: 1, data: [{ id: SANDBOX, name: 'acme_sb', environment: 'Sandbox' }] }),
      'GET /auth/v2/clients/owners': () => json({ data: owners }),
      ...handlers,
    },
    { permissions },
  );
}

describe('the API clients pages', () => {
  it('lists the clients with owner, last use and health, and filters those needing attention', async () => {
    stub({}, reader);
    const user = userEvent.setup();
    renderPortal({ path: '/console/api-clients' });
    const payrollRow = (await screen.findByRole('link', { name: 'Payroll export' })).closest('tr')!;
    expect(payrollRow).toHaveTextContent('Dana Dev');
    expect(payrollRow).toHaveTextContent('Healthy');
    const legacyRow = screen.getByRole('link', { name: 'Legacy reporting' }).closest('tr')!;
    expect(legacyRow).toHaveTextContent('No owner');
    expect(legacyRow).toHaveTextContent('Old secret');
    expect(legacyRow).toHaveTextContent('200 days');
    // Readers see no create button.
    expect(screen.queryByRole('link', { name: 'Create API client' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Needs attention' }));
    expect(screen.queryByRole('link', { name: 'Payroll export' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Legacy reporting' })).toBeVisible();
  });

  it('is also the section /console/clients (docs/product/shell.md SHELL-14), not Page Not Found', async () => {
    stub({}, reader);
    renderPortal({ path: '/console/clients' });
    expect(await screen.findByRole('link', { name: 'Payroll export' })).toBeVisible();
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it('shows the unassigned tab from the server’s unassigned list', async () => {
    const api = stub();
    renderPortal({ path: '/console/api-clients/unassigned' });
    expect(await screen.findByRole('link', { name: 'Legacy reporting' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Payroll export' })).toBeNull();
    expect(api.calls.some((call) => call.url.searchParams.get('owner') === 'unassigned')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Unassigned', selected: true })).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    stub({ 'GET /auth/v2/clients': () => json({ error: 'internal', message: 'down' }, 500) });
    renderPortal({ path: '/console/api-clients/all' });
    expect(await screen.findByText('There was an error accessing API clients.')).toBeVisible();
  });

  it(
    'checks the form before sending, then shows the new secret once',
    async () => {
      const created = demoClient(3, { name: 'Kiosk sync' });
      const api = stub({
        'POST /auth/v2/clients': () => json({ client: created, secret: 'pcs_the-only-time' }, 201),
      });
      const user = userEvent.setup();
      renderPortal({ path: '/console/api-clients/create' });
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Kiosk sync');
      await user.click(screen.getByRole('checkbox', { name: 'Authorization code with PKCE' }));
      await user.click(screen.getByRole('button', { name: 'Create client' }));
      expect(
        await screen.findByText('The authorization code grant needs at least one redirect URI.'),
      ).toBeVisible();
      expect(screen.getByText('Choose at least one scope.')).toBeVisible();
      expect(api.callsTo('POST /auth/v2/clients')).toHaveLength(0);

      await user.click(screen.getByRole('textbox', { name: 'Redirect URIs' }));
      await user.paste('https://*.acme.example/cb');
      await user.click(screen.getByRole('checkbox', { name: 'Workers: read' }));
      await user.click(screen.getByRole('button', { name: 'Create client' }));
      expect(await screen.findByText(/Wildcards are not allowed/)).toBeVisible();

      await user.clear(screen.getByRole('textbox', { name: 'Redirect URIs' }));
      await user.click(screen.getByRole('textbox', { name: 'Redirect URIs' }));
      await user.paste('https://kiosk.acme.example/cb');
      await user.click(screen.getByRole('combobox', { name: 'Tenants' }));
      await user.click(await screen.findByRole('option', { name: 'acme_sb' }));
      await user.click(screen.getByRole('button', { name: 'Create client' }));
      expect(await screen.findByText('This is the only time the secret is shown')).toBeVisible();
      expect(screen.getByText('pcs_the-only-time')).toBeVisible();
      expect(api.callsTo('POST /auth/v2/clients')[0]!.body).toMatchObject({
        name: 'Kiosk sync',
        grantTypes: ['client_credentials', 'authorization_code'],
        redirectUris: ['https://kiosk.acme.example/cb'],
        scopes: ['workers.read'],
        tenantIds: [SANDBOX],
      });
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('pcs_the-only-time');
    },
    FORM_TEST_GUARD_MS,
  );

  it(
    'makes the creator the owner of a new client unless another is chosen',
    async () => {
      const me = {
        ...owners[0]!,
        userUuid: demoSession.sub,
        email: 'me@x',
        firstName: 'Me',
        lastName: 'Myself',
      };
      const api = stub({
        'GET /auth/v2/clients/owners': () => json({ data: [me, ...owners] }),
        'POST /auth/v2/clients': () =>
          json({ client: demoClient(4, { name: 'Mine' }), secret: 'pcs_x' }, 201),
      });
      const user = userEvent.setup();
      renderPortal({ path: '/console/api-clients/create' });
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Me Myself (me@x)'),
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
      await user.click(screen.getByRole('checkbox', { name: 'Workers: read' }));
      await user.click(screen.getByRole('combobox', { name: 'Tenants' }));
      await user.click(await screen.findByRole('option', { name: 'acme_sb' }));
      await user.click(screen.getByRole('button', { name: 'Create client' }));
      await screen.findByText('This is the only time the secret is shown');
      expect(api.callsTo('POST /auth/v2/clients')[0]!.body).toMatchObject({ ownerId: demoSession.sub });
    },
    FORM_TEST_GUARD_MS,
  );

  it(
    "shows the server's refusal in the form and keeps what was typed",
    async () => {
      stub({
        'POST /auth/v2/clients': () =>
          json(
            { error: 'conflict', message: 'An API client with this name already exists in the company.' },
            409,
          ),
      });
      const user = userEvent.setup();
      renderPortal({ path: '/console/api-clients/create' });
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Payroll export');
      await user.click(screen.getByRole('checkbox', { name: 'Workers: read' }));
      await user.click(screen.getByRole('combobox', { name: 'Tenants' }));
      await user.click(await screen.findByRole('option', { name: 'acme_sb' }));
      await user.click(screen.getByRole('button', { name: 'Create client' }));
      expect(
        await screen.findByText('An API client with this name already exists in the company.'),
      ).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Payroll export');
    },
    FORM_TEST_GUARD_MS,
  );

  it(
    'rotates a secret with the chosen overlap and shows the new one once',
    async () => {
      const rotated = demoClient(1, {
        name: 'Payroll export',
        secrets: [
          { ...payroll.secrets[0]!, id: '00000000-0000-4000-d000-0000000000ff', hint: 'new1' },
          { ...payroll.secrets[0]!, state: 'overlap', expiresAt: '2026-11-28T10:00:00.000Z' },
        ],
      });
      let current = payroll;
      const api = stub({
        [`GET /auth/v2/clients/${payroll.id}`]: () => json(current),
        [`POST /auth/v2/clients/${payroll.id}/secrets`]: () => {
          current = rotated;
          return json({ client: rotated, secret: 'pcs_rotated' }, 201);
        },
      });
      const user = userEvent.setup();
      renderPortal({ path: `/console/api-clients/view/${payroll.id}` });
      await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rotate the secret of Payroll export' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Keep the old secret working for' }));
      await user.click(await screen.findByRole('option', { name: '3 days' }));
      await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
      expect(await within(dialog).findByText('pcs_rotated')).toBeVisible();
      expect(api.callsTo(`POST /auth/v2/clients/${payroll.id}/secrets`)[0]!.body).toEqual({
        overlapHours: 72,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByText('pcs_rotated')).toBeNull());
      expect(await screen.findByText(/Works until/)).toBeVisible();
    },
    FORM_TEST_GUARD_MS,
  );

  it(
    'asks before revoking a secret or deleting a client, and hides changes from readers',
    async () => {
      const api = stub({
        [`GET /auth/v2/clients/${payroll.id}`]: () => json(payroll),
        [`DELETE /auth/v2/clients/${payroll.id}`]: () => new Response(null, { status: 204 }),
      });
      const user = userEvent.setup();
      const { router } = renderPortal({ path: `/console/api-clients/view/${payroll.id}` });
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Payroll export?' });
      expect(api.callsTo(`DELETE /auth/v2/clients/${payroll.id}`)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/console/api-clients/all'));
      expect(api.callsTo(`DELETE /auth/v2/clients/${payroll.id}`)).toHaveLength(1);
    },
    FORM_TEST_GUARD_MS,
  );

  it('shows the not-found page for an unknown client', async () => {
    stub({
      'GET /auth/v2/clients/[^/]+': () => json({ error: 'not_found', message: 'API client not found.' }, 404),
    });
    renderPortal({ path: '/console/api-clients/view/00000000-0000-4000-c000-0000000000aa' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('shows a system client without changes to a company user', async () => {
    const system = demoClient(4, { name: 'Benefits connector', type: 'system' });
    stub({ [`GET /auth/v2/clients/${system.id}`]: () => json(system) });
    renderPortal({ path: `/console/api-clients/view/${system.id}` });
    expect(
      await screen.findByText('This is a system client of the provider: only the provider changes it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it(
    'generates a refresh token of an integration client once, and disables the client only after asking',
    async () => {
      const integration = demoClient(5, {
        name: 'HR feed',
        integration: true,
        refreshTokenDays: 90,
        grantTypes: ['client_credentials', 'refresh_token'],
      });
      // Made now and good for 90 days: the page calls a token past its expiry Expired, so a fixed day
      // turned this test red once the calendar passed it.
      const createdAt = new Date();
      const token = {
        id: '00000000-0000-4000-a000-0000000000e1',
        tenant: 'acme_sb',
        createdAt: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + 90 * 86_400_000).toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      };
      let tokens: (typeof token)[] = [];
      let current = integration;
      const api = stub({
        [`GET /auth/v2/clients/${integration.id}`]: () => json(current),
        [`GET /auth/v2/clients/${integration.id}/refreshTokens`]: () => json({ data: tokens }),
        [`POST /auth/v2/clients/${integration.id}/refreshTokens`]: () => {
          tokens = [token];
          return json({ refreshToken: 'pir_once', token }, 201);
        },
        [`PUT /auth/v2/clients/${integration.id}/disabled`]: () => {
          current = { ...integration, disabled: true };
          return json(current);
        },
      });
      const user = userEvent.setup();
      renderPortal({ path: `/console/api-clients/view/${integration.id}` });
      expect(await screen.findByText('Refresh tokens of this client live 90 days.')).toBeVisible();
      expect(await screen.findByText('No refresh token yet.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Generate refresh token' }));
      const dialog = await screen.findByRole('dialog', { name: 'Generate a refresh token' });
      await user.click(within(dialog).getByRole('button', { name: 'Generate refresh token' }));
      expect(await within(dialog).findByText('pir_once')).toBeVisible();
      expect(api.callsTo(`POST /auth/v2/clients/${integration.id}/refreshTokens`)[0]!.body).toEqual({
        tenantId: SANDBOX,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(await screen.findByRole('cell', { name: 'Active' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Disable' }));
      const confirm = await screen.findByRole('dialog', { name: 'Disable HR feed?' });
      expect(api.callsTo(`PUT /auth/v2/clients/${integration.id}/disabled`)).toHaveLength(0);
      await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
      expect(
        await screen.findByText(
          'This client is disabled: it gets no token, and the tokens it holds do not work.',
        ),
      ).toBeVisible();
      expect(api.callsTo(`PUT /auth/v2/clients/${integration.id}/disabled`)[0]!.body).toEqual({
        disabled: true,
      });
    },
    FORM_TEST_GUARD_MS,
  );

  it('shows its owner which companies connected a client credentials client, and says when none has', async () => {
    stub(
      {
        [`GET /auth/v2/clients/${payroll.id}`]: () => json(payroll),
        [`GET /auth/v2/clients/${payroll.id}/connections`]: () =>
          json({
            data: [
              {
                company: 'Globex Apps',
                scopes: ['workers.read'],
                tenantCount: 2,
                connectedAt: '2026-11-20T09:00:00.000Z',
              },
            ],
          }),
        [`GET /auth/v2/clients/${legacy.id}`]: () => json(legacy),
        [`GET /auth/v2/clients/${legacy.id}/connections`]: () => json({ data: [] }),
      },
      reader,
    );
    const first = renderPortal({ path: `/console/api-clients/view/${payroll.id}` });
    expect(await screen.findByRole('heading', { name: 'Connected by other companies' })).toBeVisible();
    const row = (await screen.findByRole('cell', { name: 'Globex Apps' })).closest('tr')!;
    expect(row).toHaveTextContent('Workers: read');
    expect(row).toHaveTextContent('2 tenants');
    first.unmount();
    renderPortal({ path: `/console/api-clients/view/${legacy.id}` });
    expect(await screen.findByText('No other company has connected this client.')).toBeVisible();
  });

  it(
    'shows who allowed a sign-in client, and withdraws a consent only after asking',
    async () => {
      const calendar = demoClient(6, {
        name: 'Team calendar',
        type: 'public',
        grantTypes: ['authorization_code', 'refresh_token'],
        redirectUris: ['https://calendar.acme.example/cb'],
        secrets: [],
      });
      const consent = {
        id: '00000000-0000-4000-a000-0000000000f1',
        client: { id: calendar.id, name: 'Team calendar' },
        user: { id: '00000000-0000-4000-a000-0000000000f2', email: 'sam@acme.example', name: 'Sam Lee' },
        tenantId: SANDBOX,
        tenant: 'acme_sb',
        scopes: ['workers.read'],
        grantedAt: '2026-11-24T10:00:00.000Z',
      };
      let consents = [consent];
      const api = stub({
        [`GET /auth/v2/clients/${calendar.id}`]: () => json(calendar),
        [`GET /auth/v2/clients/${calendar.id}/consents`]: () => json({ data: consents }),
        [`DELETE /auth/v2/clients/${calendar.id}/consents/${consent.id}`]: () => {
          consents = [];
          return new Response(null, { status: 204 });
        },
      });
      const user = userEvent.setup();
      renderPortal({ path: `/console/api-clients/view/${calendar.id}` });
      const row = (await screen.findByRole('cell', { name: 'Sam Lee (sam@acme.example)' })).closest('tr')!;
      expect(row).toHaveTextContent('Workers: read');
      expect(screen.getByText(/\/auth\/v1\/authorize\?response_type=code/)).toBeVisible();
      await user.click(within(row).getByRole('button', { name: 'Withdraw the consent of sam@acme.example' }));
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw this consent?' });
      expect(api.callsTo(`DELETE /auth/v2/clients/${calendar.id}/consents/${consent.id}`)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText('No user has allowed this client yet.')).toBeVisible();
      expect(api.callsTo(`DELETE /auth/v2/clients/${calendar.id}/consents/${consent.id}`)).toHaveLength(1);
    },
    FORM_TEST_GUARD_MS,
  );

  it(
    'offers as owner only whom the server lists, and not one who cannot hold a portal scope',
    async () => {
      const portal = demoClient(7, {
        name: 'Deploy pipeline',
        scopes: ['portal.apps.read', 'portal.deploy'],
        tenants: [],
        owner: { id: DANA, name: 'Dana Dev', email: 'd@x' },
      });
      stub({ [`GET /auth/v2/clients/${portal.id}`]: () => json(portal) });
      const user = userEvent.setup();
      renderPortal({ path: `/console/api-clients/view/${portal.id}/edit` });
      await user.click(await screen.findByRole('combobox', { name: 'Owner' }));
      expect(await screen.findByRole('option', { name: 'Dana Dev (d@x)' })).toBeVisible();
      // The specialist is listed but cannot be picked for a client that deploys; nobody else is offered.
      expect(
        screen.getByRole('option', { name: 'Sam Spec (s@x): cannot hold portal.deploy' }),
      ).toHaveAttribute('data-combobox-disabled');
      expect(screen.getAllByRole('option')).toHaveLength(2);
    },
    FORM_TEST_GUARD_MS,
  );

  it(
    "refuses the owner in the form when a scope the owner cannot hold is ticked, and shows the server's own refusal",
    async () => {
      const readOnly = demoClient(8, {
        name: 'Read-only pipeline',
        scopes: ['portal.apps.read'],
        tenants: [],
        owner: { id: SAM, name: 'Sam Spec', email: 's@x' },
      });
      const api = stub({
        [`GET /auth/v2/clients/${readOnly.id}`]: () => json(readOnly),
        [`PUT /auth/v2/clients/${readOnly.id}`]: () =>
          json({ error: 'forbidden', message: 'This client acts as its owner, who may do more.' }, 403),
      });
      const user = userEvent.setup();
      renderPortal({ path: `/console/api-clients/view/${readOnly.id}/edit` });
      await user.click(
        await screen.findByRole('checkbox', { name: 'Apps: create apps and upload versions' }),
      );
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText(
          'This owner cannot hold portal.apps.write: a portal token acts as its owner. Choose another owner or remove the scope.',
        ),
      ).toBeVisible();
      expect(api.callsTo(`PUT /auth/v2/clients/${readOnly.id}`)).toHaveLength(0);
      await user.click(screen.getByRole('checkbox', { name: 'Apps: create apps and upload versions' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('This client acts as its owner, who may do more.')).toBeVisible();
      expect(api.callsTo(`PUT /auth/v2/clients/${readOnly.id}`)).toHaveLength(1);
    },
    FORM_TEST_GUARD_MS,
  );

  it('offers no change of a client whose owner may do more than this user, and says why', async () => {
    const admins = demoClient(9, {
      name: 'Admin pipeline',
      owner: { id: '00000000-0000-4000-8000-0000000000d9', name: 'Ada Admin', email: 'a@x' },
    });
    stub({ [`GET /auth/v2/clients/${admins.id}`]: () => json(admins) });
    renderPortal({ path: `/console/api-clients/view/${admins.id}` });
    expect(
      await screen.findByText(
        'This client acts as its owner, who may do more in this company than you: only the owner, or someone with at least their permissions, can change it.',
      ),
    ).toBeVisible();
    for (const name of ['Delete', 'Rotate secret', 'Disable'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
