import type { EntitlementPackage } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { PackageCreatePage } from './PackageFormPages.tsx';

type Call = { method: string; path: string; body: unknown };
const ID = '33333333-3333-4333-8333-333333333333';
const created: EntitlementPackage = {
  id: ID,
  name: 'Starter',
  description: '',
  status: 'active',
  entitlements: [{ name: 'extendbasic', limits: { companyUsers: 40 } }],
  accessPolicy: { organizationTypes: [], regions: [] },
  organizationCount: 0,
  access: 'manage',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

/** The packages endpoints answered by `answer`; identity calls go to their stub (signed in). */
function stubPackages(answer: (method: string, body: unknown) => Response) {
  const calls: Call[] = [];
  const identityFetch = stubIdentityFetch({ signedIn: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (!url.pathname.startsWith('/auth/v2/packages')) return identityFetch(input, init);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      return answer(method, body);
    }),
  );
  return calls;
}

const renderCreate = () =>
  renderWithProviders(null, {
    routes: [
      { path: '/admin/packages/create', element: <PackageCreatePage /> },
      { path: '/admin/packages/view/:id', element: <p>Package page</p> },
    ],
    path: '/admin/packages/create',
  });

async function chooseEntitlement(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Entitlements/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the package form', () => {
  it('shows the rules on submit and sends nothing', async () => {
    const calls = stubPackages(() => json(created, 201));
    renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Package name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one entitlement.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the entitlements with the limits set, and opens the new package', async () => {
    const calls = stubPackages(() => json(created, 201));
    renderCreate();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Starter');
    await chooseEntitlement('extendbasic');
    const limits = screen.getByRole('group', { name: 'Limits of extendbasic' });
    await userEvent.type(
      within(limits).getByRole('textbox', { name: 'Users (members and pending invitations)' }),
      '40',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/auth/v2/packages',
        body: {
          name: 'Starter',
          description: '',
          entitlements: [{ name: 'extendbasic', limits: { companyUsers: 40 } }],
        },
      }),
    );
    expect(await screen.findByText('Package page')).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken name", async () => {
    const message = 'A package named Starter already exists. Choose another name.';
    stubPackages(() => json({ error: 'conflict', message }, 409));
    renderCreate();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Starter');
    await chooseEntitlement('Journeys');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
