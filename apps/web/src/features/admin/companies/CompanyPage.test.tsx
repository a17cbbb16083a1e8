import type { AccountStatus, Company, EntitlementsSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { onTestClock } from '../../../test/testClock.ts';
import { SETTLING_POLL_MS } from './api/companiesApi.ts';
import { CompanyEditPage } from './CompanyEditPage.tsx';
import { CompanySettingsPage } from './CompanyPage.tsx';
import { CreateCompanyDialog } from './CreateCompanyDialog.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const company = (over: Partial<Company> = {}): Company => ({
  organizationUuid: ID,
  organizationName: 'Zephyr Foods',
  organizationType: 'Customer',
  region: 'scylla:de',
  billingId: 'ZF-1',
  tenantPrefix: 'zephyr',
  emailDomains: ['zephyr.example'],
  accountStatus: 'PROVISIONED',
  isAWS: false,
  linkedTo: null,
  linkedFrom: [],
  createdAt: new Date().toISOString(),
  ...over,
});

type Call = { method: string; path: string; body: unknown };

/** A company holding extendbasic, its developer tenants near the limit, no overrides. */
const entitlements = (over: Partial<EntitlementsSummary> = {}): EntitlementsSummary => ({
  entitlements: [
    {
      name: 'extendbasic',
      restricted: false,
      startDate: '2026-02-01',
      limits: { developmentTenants: 2 },
      grantedAt: '2026-02-01T00:00:00.000Z',
      sources: [{ package: null, startDate: '2026-02-01', grantedAt: '2026-02-01T00:00:00.000Z' }],
    },
  ],
  usage: [
    { measure: 'productionExtendApps', limit: 1, used: 0, source: 'entitlement' },
    { measure: 'companyUsers', limit: 25, used: 3, source: 'entitlement' },
    { measure: 'dscUsers', limit: 2, used: 0, source: 'entitlement' },
    { measure: 'developmentTenants', limit: 2, used: 1, source: 'entitlement' },
    { measure: 'dataUsageGb', limit: 10, used: 0.2, source: 'entitlement' },
    { measure: 'awsUsers', limit: 2, used: 1, source: 'entitlement' },
  ],
  period: { start: '2026-02-01', end: '2027-02-01' },
  ...over,
});

/**
 * The companies endpoints answered by `answer`, the entitlements ones by `entitlementsAnswer` (a company
 * holding extendbasic by default); identity calls go to their stub (signed in).
 */
function stubCompanies(
  answer: (method: string, path: string, body: unknown) => Response,
  entitlementsAnswer: (method: string, path: string, body: unknown) => Response = () => json(entitlements()),
) {
  const calls: Call[] = [];
  const identityFetch = stubIdentityFetch({ signedIn: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      // The packages section: none held, none to give (its own tests are in ../packages).
      if (url.pathname.startsWith('/auth/v2/packages')) return json({ total: 0, data: [] });
      if (url.pathname.endsWith('/entitlementPackages')) return json({ data: [] });
      if (!url.pathname.startsWith('/auth/v1/organizations')) return identityFetch(input, init);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      if (url.pathname.includes('/entitlements')) return entitlementsAnswer(method, url.pathname, body);
      return answer(method, url.pathname, body);
    }),
  );
  return calls;
}

const renderSettings = () =>
  renderWithProviders(null, {
    routes: [{ path: '/admin/company-management/:id/settings', element: <CompanySettingsPage /> }],
    path: `/admin/company-management/${ID}/settings`,
  });

describe('the company page', () => {
  it('follows the account status live while the job moves it, then stops asking', async () => {
    const statuses: AccountStatus[] = ['INITIATED', 'PROVISIONING', 'PROVISIONED'];
    let reads = 0;
    const calls = stubCompanies(() => json(company({ accountStatus: statuses[Math.min(reads++, 2)]! })));
    renderSettings();
    expect(await screen.findByText('Organization account creation initiated.')).toBeInTheDocument();
    await onTestClock(async (pass) => {
      await pass(SETTLING_POLL_MS);
      await pass(SETTLING_POLL_MS);
    });
    expect(await screen.findByText('Organization account provisioned.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Active')).toBeInTheDocument();
    const settled = calls.length;
    await onTestClock((pass) => pass(3 * SETTLING_POLL_MS));
    expect(calls.length).toBe(settled);
  });

  it('asks before requesting deletion, then sends the step', async () => {
    let status: AccountStatus = 'PROVISIONED';
    const calls = stubCompanies((method, _path, body) => {
      if (method === 'POST') status = (body as { accountStatus: AccountStatus }).accountStatus;
      return json(company({ accountStatus: status }));
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Request deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request deletion?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request deletion' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/auth/v1/organizations/${ID}/account-status`,
        body: { accountStatus: 'DELETION_REQUESTED' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Withdraw deletion request' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a link", async () => {
    stubCompanies((method, path) => {
      if (path.endsWith('/associate') && method === 'GET')
        return json({
          data: [
            {
              organizationUuid: OTHER,
              organizationName: 'Initech',
              organizationType: 'Customer',
              billingId: 'IN-8008',
            },
          ],
        });
      if (path.endsWith('/associate'))
        return json({ error: 'conflict', message: 'Two companies of the same type cannot be linked.' }, 409);
      return json(company());
    });
    renderSettings();
    await userEvent.type(await screen.findByRole('combobox', { name: 'Link to a company' }), 'Init');
    await userEvent.click(await screen.findByRole('option', { name: /Initech/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two companies of the same type cannot be linked.',
    );
  });

  it('asks before unlinking, and shows an unlink failure', async () => {
    const calls = stubCompanies((method) =>
      method === 'DELETE'
        ? json({ error: 'internal', message: 'boom' }, 500)
        : json(
            company({
              linkedTo: {
                organizationUuid: OTHER,
                organizationName: 'Bright Partners',
                organizationType: 'Partner',
                billingId: 'BP-2002',
              },
            }),
          ),
    );
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink these companies?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The companies could not be unlinked. Try again.',
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('creating a company', () => {
  it("says 'Error getting billing ID.' when the look-up fails, and another company's ID is taken", async () => {
    let lookup: Response = json({ error: 'internal', message: 'boom' }, 500);
    stubCompanies(() => lookup);
    renderWithProviders(<CreateCompanyDialog onClose={() => {}} onCreated={() => {}} />);
    const billing = await screen.findByRole('textbox', { name: /Billing ID/ });
    await userEvent.type(billing, 'ZF-1');
    await userEvent.tab();
    expect(await screen.findByText('Error getting billing ID.')).toBeInTheDocument();
    lookup = json({
      billingId: 'ZF-2',
      holder: {
        organizationUuid: OTHER,
        organizationName: 'Other',
        organizationType: 'Customer',
        billingId: 'ZF-2',
      },
    });
    await userEvent.type(billing, '2');
    await userEvent.tab();
    expect(
      await screen.findByText('Billing ID already exists. Please enter a unique billing ID.'),
    ).toBeInTheDocument();
  });

  it('asks the billing ID check, which answers 200 for a free ID, and shows no problem', async () => {
    const calls = stubCompanies((_method, path) =>
      path.endsWith('/billingIdCheck') ? json({ billingId: 'ZF-3', holder: null }) : json(company(), 201),
    );
    renderWithProviders(<CreateCompanyDialog onClose={() => {}} onCreated={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Billing ID/ }), 'ZF-3');
    await userEvent.tab();
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/auth/v1/organizations/billingIdCheck?billingId=ZF-3'),
    );
    expect(screen.queryByText('Error getting billing ID.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Billing ID already exists/)).not.toBeInTheDocument();
  });

  it('shows the required fields’ messages (docs/product/companies.md COMPANIES-5) on submit and sends nothing', async () => {
    const calls = stubCompanies(() => json(company(), 201));
    renderWithProviders(<CreateCompanyDialog onClose={() => {}} onCreated={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    for (const message of [
      'Company name is required.',
      'Billing ID is required.',
      'Tenant prefix is required.',
      'Region is required.',
      'At least one domain is required.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers the regions the server lists, and sends the one chosen', async () => {
    const calls = stubCompanies(() => json(company(), 201));
    renderWithProviders(<CreateCompanyDialog onClose={() => {}} onCreated={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: /Region/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Americas (aws:us-west-2)',
      'Americas (scylla:us)',
      'Europe (scylla:de)',
      'Federal (scylla:us-fed)',
      'Germany (Extend 1) (extend:de-1)',
      'Germany (Extend 2) (extend:de-2)',
      'Performance (scylla:us-perf)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Federal (scylla:us-fed)' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Zephyr Foods');
    await userEvent.type(screen.getByRole('textbox', { name: /Billing ID/ }), 'ZF-1');
    await userEvent.type(screen.getByRole('textbox', { name: /Tenant prefix/ }), 'zephyr');
    await userEvent.type(screen.getByRole('textbox', { name: /Email domains/ }), 'zephyr.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ region: 'scylla:us-fed' }),
    );
  });

  it('says so when the regions cannot be read', async () => {
    stubCompanies(() => json(company(), 201));
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input), 'http://localhost').pathname === '/auth/v1/regions'
        ? json({ error: 'internal', message: 'down' }, 500)
        : answer(input, init),
    );
    renderWithProviders(<CreateCompanyDialog onClose={() => {}} onCreated={() => {}} />);
    expect(
      await screen.findByText(
        'The regions could not be loaded. Reload the page to try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('editing a company', () => {
  it('starts from the company, and shows the unique index refusal on the billing ID', async () => {
    const calls = stubCompanies((method, path) => {
      if (path.endsWith('/billingIdCheck')) return json({ billingId: 'ZF-9', holder: null });
      if (method === 'PUT')
        return json(
          { error: 'conflict', message: 'Billing ID already exists. Please enter a unique billing ID.' },
          409,
        );
      return json(company());
    });
    renderWithProviders(null, {
      routes: [{ path: '/admin/company-management/:id/edit', element: <CompanyEditPage /> }],
      path: `/admin/company-management/${ID}/edit`,
    });
    const billing = await screen.findByRole('textbox', { name: /Billing ID/ });
    expect(billing).toHaveValue('ZF-1');
    expect(screen.getByRole('textbox', { name: /Email domains/ })).toHaveValue('zephyr.example');
    await userEvent.clear(billing);
    await userEvent.type(billing, 'ZF-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Billing ID already exists. Please enter a unique billing ID.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      billingId: 'ZF-9',
      emailDomains: ['zephyr.example'],
    });
  });
});

describe("staff's entitlements section", () => {
  const stubEntitlements = () =>
    stubCompanies(
      () => json(company()),
      (method, path) => {
        if (method === 'POST') return json(entitlements(), 201);
        if (method === 'PUT' && path.endsWith('/overrides'))
          return json({ overrides: { developmentTenants: 4, dataUsageGb: null } });
        return json(entitlements());
      },
    );

  it('grants an entitlement with its start date, after asking for one', async () => {
    const calls = stubEntitlements();
    renderSettings();
    expect(await screen.findByRole('rowheader', { name: 'extendbasic Granted directly' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an entitlement to grant.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Entitlement to grant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'extendpro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'extendpro',
        startDate: new Date().toISOString().slice(0, 10),
      }),
    );
  });

  it('saves an override and a lifted limit', async () => {
    const calls = stubEntitlements();
    renderSettings();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Override of Development tenants' }),
      '4',
    );
    const data = screen.getByRole('row', { name: /Data usage/ });
    await userEvent.click(within(data).getByRole('checkbox', { name: 'Unlimited' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save overrides' }));
    expect(await screen.findByText('Overrides saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      overrides: { developmentTenants: 4, dataUsageGb: null },
    });
  });

  it("shows the server's refusal of a removal after the confirmation", async () => {
    stubCompanies(
      () => json(company()),
      (method) =>
        method === 'DELETE'
          ? json({ error: 'not_found', message: 'The company does not hold extendbasic.' }, 404)
          : json(entitlements()),
    );
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove extendbasic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entitlement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The company does not hold extendbasic.')).toBeVisible();
  });
});
