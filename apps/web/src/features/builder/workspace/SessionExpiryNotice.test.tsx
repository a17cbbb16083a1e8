import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { SessionExpiryNotice } from './SessionExpiryNotice.tsx';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The session status endpoints over ends held here; `now` is the (fake) clock's at each call. */
function stubSession(ends: { idle: number; absolute: number }, order: string[]) {
  const identityFetch = stubIdentityFetch({ signedIn: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (!url.pathname.startsWith('/apphub/v1/builder/session')) return identityFetch(input, init);
      if (init?.method === 'POST') {
        order.push('renew');
        ends.idle = Math.min(Date.now() + 30 * MINUTE, ends.absolute);
      }
      return json({ now: iso(Date.now()), idleExpiresAt: iso(ends.idle), expiresAt: iso(ends.absolute) });
    }),
  );
}

describe('the builder session notice', () => {
  // Unit tests share a worker without isolation: the clock and the window.open spy go back after each.
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows nothing until five minutes before the idle end, then renews after flushing the draft save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    const order: string[] = [];
    stubSession({ idle: start + 12 * MINUTE, absolute: start + 8 * 60 * MINUTE }, order);
    const flush = vi.fn(async () => {
      order.push('flush');
      return true;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SessionExpiryNotice flush={flush} />);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(7 * MINUTE));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You will be signed out in 4 minutes if nothing happens.');
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(order).toEqual(['flush', 'renew']);
  });

  it('offers to sign in again in the sign-in window before the absolute end, the draft saved first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    const order: string[] = [];
    stubSession({ idle: start + 30 * MINUTE, absolute: start + 3 * MINUTE }, order);
    // The window the user closes without signing in.
    const popup = { closed: false } as Window;
    const opened = vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return popup;
    });
    const flush = vi.fn(async () => {
      order.push('flush');
      return true;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SessionExpiryNotice flush={flush} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session reaches its time limit in 3 minutes.',
    );
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(order).toEqual(['flush', 'open']));
    expect(opened).toHaveBeenCalledWith('/login?popup=1&path=%2F', 'devsite-sign-in', 'width=800,height=500');

    // Closed without a result: the checks every 500 ms say so, and the page (and its draft) stay.
    Object.assign(popup, { closed: true });
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('Authentication was cancelled.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
  });
});
