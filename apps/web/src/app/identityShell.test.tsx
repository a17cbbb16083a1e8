import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWITCH_INDICATOR_DELAY_MS } from '../features/company/CompanyProvider.tsx';
import { storageKeys } from '../lib/storage/storageKeys.ts';
import { hideAllToasts } from '../lib/toasts/toasts.ts';
import { callsOf, demoSession, json, stubIdentityFetch } from '../test/identityStub.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import { onTestClock } from '../test/testClock.ts';

/** Every BroadcastChannel the page opens, so a test can play the other tab. */
const channels: FakeChannel[] = [];
class FakeChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  posted: unknown[] = [];
  readonly name: string;
  constructor(name: string) {
    this.name = name;
    channels.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  close() {}
}
const fromOtherTab = (data: unknown) => {
  for (const channel of channels) channel.onmessage?.(new MessageEvent('message', { data }));
};
const posted = () => channels.flatMap((c) => c.posted);

beforeEach(() => {
  channels.length = 0;
  vi.stubGlobal('BroadcastChannel', FakeChannel);
});
afterEach(() => hideAllToasts());

const renderShell = (path = '/about') => renderPortal({ path, config: { envLevel: 'DEV' } });

describe('header account controls', () => {
  it("offers 'Sign in' to a signed-out visitor, returning to the current page", async () => {
    stubIdentityFetch({ signedIn: false });
    renderShell('/about');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?path=%2Fabout');
    expect(screen.queryByRole('button', { name: /^Company:/ })).not.toBeInTheDocument();
  });

  it('lists companies primary, secondary, collaborator with their role labels', async () => {
    stubIdentityFetch();
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Company: Acme Health' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Acme Health (current)Admin',
      'Bright PartnersPartner ContactDeveloper',
      'Northwind SoftwareMember',
    ]);
    expect(within(menu).getByText('Primary company')).toBeInTheDocument();
  });

  it('offers profile, terms and sign out in the user menu', async () => {
    stubIdentityFetch();
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Admin' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Company account', 'Terms', 'Sign out']);
  });

  it('shows the areas the signed-in user may open, now that the access context is real', async () => {
    stubIdentityFetch({ user: { globalPermissions: ['admin.portal', 'admin.apps'] } });
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Admin' })).toBeInTheDocument());
  });
});

describe('company switch', () => {
  it("switches region through token-exchange, shows 'Company Switched' and closes it in other tabs on OK", async () => {
    const fetchMock = stubIdentityFetch({
      extra: (method, path) =>
        method === 'POST' && path === '/api/v1/token-exchange'
          ? json({
              ...demoSession,
              scope: { ...demoSession.scope, region: 'scylla:de' },
              csrfToken: 'csrf-2',
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Company: Acme Health' }));
    await user.click(await screen.findByRole('menuitem', { name: /Bright Partners/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Company Switched' });
    expect(dialog).toHaveTextContent('Your company has been switched to Bright Partners.');
    expect(callsOf(fetchMock)).toContain('POST /api/v1/token-exchange');
    const exchange = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/v1/token-exchange'))!;
    expect(JSON.parse(String(exchange[1]!.body))).toEqual({ region: 'scylla:de' });
    // The state-changing call carries the session's CSRF token.
    expect(new Headers(exchange[1]!.headers).get('xsrf-token')).toBe('csrf-token-1');
    expect(localStorage.getItem(storageKeys.orgUuid)).toBe('00000000-0000-4000-8000-000000000002');
    expect(posted()).toContainEqual({
      type: 'company-switched',
      organizationUuid: '00000000-0000-4000-8000-000000000002',
      organizationName: 'Bright Partners',
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Company Switched' })).not.toBeInTheDocument(),
    );
    expect(posted()).toContainEqual({ type: 'close-popup' });
    expect(await screen.findByRole('button', { name: 'Company: Bright Partners' })).toBeInTheDocument();
  });

  it('sends every API request with the selected company as x-organization-id', async () => {
    const fetchMock = stubIdentityFetch();
    renderShell();
    await screen.findByRole('button', { name: 'Company: Acme Health' });
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.includes('/permissions/self'))).toBe(true));
    const permissionsCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/permissions/self'))!;
    expect(new Headers(permissionsCall[1]!.headers).get('x-organization-id')).toBe(
      '00000000-0000-4000-8000-000000000001',
    );
  });

  it("shows the blocking 'Switching Company' screen only once the switch takes over 500 ms", async () => {
    let release: (() => void) | undefined;
    stubIdentityFetch();
    const base = globalThis.fetch;
    // The token exchange answers only when the test says so: the switch is slow.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/v1/token-exchange')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return json({ ...demoSession, scope: { ...demoSession.scope, region: 'scylla:de' } });
      }
      return base(input, init);
    });
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Company: Acme Health' }));
    const brightPartners = await screen.findByRole('menuitem', { name: /Bright Partners/ });
    // From the click on, the clock is the test's: 499 ms is before the delay and 500 ms is at it,
    // however busy the machine (on real time this failed in 2 of 3 runs on 2 busy cores).
    await onTestClock(async (pass) => {
      fireEvent.click(brightPartners);
      await pass(SWITCH_INDICATOR_DELAY_MS - 1);
      expect(screen.queryByRole('heading', { name: 'Switching Company' })).not.toBeInTheDocument();
      await pass(1);
      expect(screen.getByRole('heading', { name: 'Switching Company' })).toBeInTheDocument();
    });
    release?.();
    expect(await screen.findByRole('dialog', { name: 'Company Switched' })).toBeInTheDocument();
  });

  it("shows 'Unable to fetch Company Information' when the companies cannot be loaded", async () => {
    stubIdentityFetch({ organizations: 'error' });
    renderShell();
    expect(await screen.findByText('Unable to fetch Company Information')).toBeInTheDocument();
  });

  it('shows the popup when another tab switched, and closes it when another tab pressed OK', async () => {
    stubIdentityFetch();
    renderShell();
    await screen.findByRole('button', { name: 'Company: Acme Health' });
    fromOtherTab({ type: 'company-switched', organizationUuid: 'x', organizationName: 'Bright Partners' });
    const dialog = await screen.findByRole('dialog', { name: 'Company Switched' });
    expect(dialog).toHaveTextContent('Your company has been switched to Bright Partners.');
    fromOtherTab({ type: 'close-popup' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Company Switched' })).not.toBeInTheDocument(),
    );
  });
});

describe('session', () => {
  it('reads the session again when another tab signals a change through local storage', async () => {
    const fetchMock = stubIdentityFetch();
    renderShell();
    await screen.findByRole('button', { name: 'Company: Acme Health' });
    const before = callsOf(fetchMock).filter((c) => c === 'GET /api/v1/sessionInfo').length;
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.sessionSignal, newValue: 'x' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((c) => c === 'GET /api/v1/sessionInfo').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('treats an expired session as signed out', async () => {
    stubIdentityFetch({
      extra: (_method, path) =>
        path === '/api/v1/sessionInfo'
          ? json({ ...demoSession, exp: Math.floor(Date.now() / 1000) - 10 })
          : undefined,
    });
    renderShell();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
