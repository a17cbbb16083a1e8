import type { Suv } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ManageSuvsPage } from './ManageSuvsPage.tsx';

const DAY = 86_400_000;
const suv = (over: Partial<Suv> = {}): Suv => ({
  id: '33333333-3333-4333-8333-333333333333',
  tenantId: '44444444-4444-4444-8444-444444444444',
  tenant: 'suv_0a1b2c3d4e',
  organizationId: '55555555-5555-4555-8555-555555555555',
  userId: '66666666-6666-4666-8666-666666666666',
  userEmail: 'developer@demo.example',
  template: 'hr-core',
  expiresAt: new Date(Date.now() + 3 * DAY).toISOString(),
  createdAt: new Date().toISOString(),
  ...over,
});

type Call = { method: string; path: string; body: unknown };

/** The SUV endpoints over a list held here; identity calls go to their stub (signed in). */
function stubSuvs(initial: Suv[], options: { failList?: boolean; createRefusal?: [number, string] } = {}) {
  const suvs = [...initial];
  const calls: Call[] = [];
  const identityFetch = stubIdentityFetch({ signedIn: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (!url.pathname.startsWith('/auth/v1/suvs')) return identityFetch(input, init);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (method === 'GET')
        return options.failList
          ? json({ error: 'internal', message: 'boom' }, 500)
          : json({ total: suvs.length, data: suvs });
      if (url.pathname === '/auth/v1/suvs') {
        if (options.createRefusal) {
          const [status, message] = options.createRefusal;
          return json({ error: 'not_found', message }, status);
        }
        const created = suv({
          id: '77777777-7777-4777-8777-777777777777',
          tenant: 'suv_ffffffffff',
          userEmail: body.userEmail,
        });
        suvs.push(created);
        return json(created, 201);
      }
      const [, , , , id, action] = url.pathname.split('/');
      const found = suvs.find((s) => s.id === id)!;
      found.expiresAt = new Date(
        action === 'expire' ? Date.now() - 1000 : Date.parse(found.expiresAt) + body.days * DAY,
      ).toISOString();
      return json(found);
    }),
  );
  return calls;
}

describe('manage SUVs', () => {
  it('lists SUVs with their user, template and state', async () => {
    stubSuvs([
      suv(),
      suv({
        id: '88888888-8888-4888-8888-888888888888',
        tenant: 'suv_old',
        expiresAt: new Date(Date.now() - DAY).toISOString(),
      }),
    ]);
    renderWithProviders(<ManageSuvsPage />);
    const row = (await screen.findByRole('cell', { name: 'suv_0a1b2c3d4e' })).closest('tr')!;
    expect(within(row).getByText('developer@demo.example')).toBeInTheDocument();
    expect(within(row).getByText('HR core')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const old = screen.getByRole('cell', { name: 'suv_old' }).closest('tr')!;
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    // An expired SUV can be extended (revived), not expired again.
    expect(within(old).queryByRole('button', { name: 'Expire suv_old' })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Extend suv_old' })).toBeInTheDocument();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    stubSuvs([]);
    const { unmount } = renderWithProviders(<ManageSuvsPage />);
    expect(await screen.findByText('There are no SUVs.')).toBeInTheDocument();
    unmount();
    stubSuvs([], { failList: true });
    renderWithProviders(<ManageSuvsPage />);
    expect(await screen.findByText('The SUVs could not be loaded.')).toBeInTheDocument();
  });

  it('creates a SUV, checking the form first and showing the server refusal', async () => {
    const calls = stubSuvs([], {
      createRefusal: [404, 'No portal user has the e-mail address nobody@demo.example.'],
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageSuvsPage />);
    await user.click(await screen.findByRole('button', { name: 'Create SUV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a SUV' });
    await user.type(within(dialog).getByLabelText(/User e-mail/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter the e-mail address of a portal user.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/User e-mail/));
    await user.type(within(dialog).getByLabelText(/User e-mail/), 'nobody@demo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('No portal user has the e-mail address nobody@demo.example.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')[0]?.body).toEqual({
      userEmail: 'nobody@demo.example',
      template: 'hr-core',
      days: 7,
    });
  });

  it('creates one and lists it', async () => {
    stubSuvs([]);
    const user = userEvent.setup();
    renderWithProviders(<ManageSuvsPage />);
    await user.click(await screen.findByRole('button', { name: 'Create SUV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a SUV' });
    await user.type(within(dialog).getByLabelText(/User e-mail/), 'specialist@demo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('cell', { name: 'suv_ffffffffff' })).toBeInTheDocument();
  });

  it('expires only after confirmation, and extends by the days given', { timeout: 20_000 }, async () => {
    const calls = stubSuvs([suv()]);
    const user = userEvent.setup();
    renderWithProviders(<ManageSuvsPage />);
    await user.click(await screen.findByRole('button', { name: 'Expire suv_0a1b2c3d4e' }));
    const confirm = await screen.findByRole('dialog', { name: 'Expire this SUV?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.endsWith('/expire'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Expire suv_0a1b2c3d4e' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Expire this SUV?' })).getByRole('button', {
        name: 'Expire',
      }),
    );
    await waitFor(() => expect(screen.getByText('Expired')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Extend suv_0a1b2c3d4e' }));
    const extend = await screen.findByRole('dialog', { name: 'Extend a SUV' });
    const days = within(extend).getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '40');
    await user.click(within(extend).getByRole('button', { name: 'Extend' }));
    expect(await within(extend).findByText('Days is a whole number from 1 to 30.')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '2');
    await user.click(within(extend).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/extend'))?.body).toEqual({ days: 2 }));
  });
});
