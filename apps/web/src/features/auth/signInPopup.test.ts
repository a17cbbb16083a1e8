import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInError } from './signInError.ts';
import {
  isPopupResult,
  POPUP_FEATURES,
  popupResult,
  reportToOpener,
  signInWithPopup,
} from './signInPopup.ts';

const ORIGIN = 'https://portal.example';

/** A window that opens a fake popup and lets the test deliver messages. */
function fakeHost(popup: { closed: boolean } | null = { closed: false }) {
  const target = new EventTarget();
  const host = {
    location: { origin: ORIGIN },
    open: vi.fn(() => popup as unknown as Window),
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as Window['removeEventListener'],
    setInterval: ((fn: () => void, ms: number) => setInterval(fn, ms)) as unknown as Window['setInterval'],
    clearInterval: ((id: number) => clearInterval(id)) as Window['clearInterval'],
  };
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { host, post };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('signInWithPopup', () => {
  it('opens /login as an 800x500 popup', () => {
    const { host } = fakeHost();
    void signInWithPopup({ returnPath: '/rest-api-explorer' }, host);
    expect(host.open).toHaveBeenCalledWith(
      '/login?popup=1&path=%2Frest-api-explorer',
      'devsite-sign-in',
      POPUP_FEATURES,
    );
    expect(POPUP_FEATURES).toBe('width=800,height=500');
  });

  it('resolves when the popup posts a successful result from this origin', async () => {
    const { host, post } = fakeHost();
    const signIn = signInWithPopup({}, host);
    post(popupResult({ ok: true }));
    await expect(signIn).resolves.toBeUndefined();
  });

  it('rejects with the error the popup reports', async () => {
    const { host, post } = fakeHost();
    const signIn = signInWithPopup({}, host);
    post(popupResult({ ok: false, message: 'Account locked' }));
    await expect(signIn).rejects.toThrow('Account locked');
  });

  it("ignores messages from another origin or another window, then fails with 'Authentication was cancelled.' once closed", async () => {
    const popup = { closed: false };
    const { host, post } = fakeHost(popup);
    const signIn = signInWithPopup({}, host);
    const outcome = signIn.catch((error: unknown) => error);
    post(popupResult({ ok: true }), 'https://evil.example');
    post(popupResult({ ok: true }), ORIGIN, {});
    await vi.advanceTimersByTimeAsync(1500);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    const error = await outcome;
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).reason).toBe('cancelled');
    expect((error as Error).message).toBe('Authentication was cancelled.');
  });

  it('checks for a closed popup every 500 ms and cancels at the check after the one that saw it closed', async () => {
    const popup = { closed: true };
    const { host } = fakeHost(popup);
    let failed = false;
    signInWithPopup({}, host).catch(() => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toBe(true);
  });

  it('takes a result that arrives after the popup was first seen closed', async () => {
    const popup = { closed: false };
    const { host, post } = fakeHost(popup);
    const signIn = signInWithPopup({}, host);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    post(popupResult({ ok: true }), ORIGIN);
    await vi.advanceTimersByTimeAsync(500);
    await expect(signIn).resolves.toBeUndefined();
  });

  it('rejects at once when the browser blocks the popup', async () => {
    const { host } = fakeHost(null);
    await expect(signInWithPopup({}, host)).rejects.toMatchObject({ reason: 'popupBlocked' });
  });
});

describe('reportToOpener', () => {
  it('posts the result to the opener for this origin only and closes the popup', () => {
    const opener = { postMessage: vi.fn() };
    const self = { opener, close: vi.fn(), location: { origin: ORIGIN } as Location };
    reportToOpener(popupResult({ ok: true }), self);
    expect(opener.postMessage).toHaveBeenCalledWith(popupResult({ ok: true }), ORIGIN);
    expect(self.close).toHaveBeenCalled();
  });

  it('recognises only well-formed results', () => {
    expect(isPopupResult(popupResult({ ok: false, message: 'x' }))).toBe(true);
    expect(isPopupResult({ type: 'other', ok: true })).toBe(false);
    expect(isPopupResult({ type: 'devsite:sign-in-result', ok: false })).toBe(false);
  });
});
