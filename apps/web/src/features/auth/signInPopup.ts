import { SignInError } from './signInError.ts';

/**
 * docs/product/sign-in.md SIGNIN-6: the sign-in popup is 800x500 and checked for being closed every 500 ms.
 */
export const POPUP_FEATURES = 'width=800,height=500';
export const POPUP_CLOSED_CHECK_MS = 500;
const POPUP_NAME = 'devsite-sign-in';
const MESSAGE_TYPE = 'devsite:sign-in-result';

/** What the popup posts to its opener when its callback is done. */
export type PopupResult =
  | { type: typeof MESSAGE_TYPE; ok: true }
  | { type: typeof MESSAGE_TYPE; ok: false; message: string };

export function isPopupResult(data: unknown): data is PopupResult {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Record<string, unknown>;
  return (
    value.type === MESSAGE_TYPE &&
    (value.ok === true || (value.ok === false && typeof value.message === 'string'))
  );
}

export function popupResult(outcome: { ok: true } | { ok: false; message: string }): PopupResult {
  return { type: MESSAGE_TYPE, ...outcome };
}

/** The part of `window` the opener side needs; tests pass a fake. */
export type PopupHost = Pick<
  Window,
  'open' | 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'
> & {
  location: { origin: string };
};

/**
 * The popup variant of sign-in (SIGNIN-6), e.g. for the API explorers: opens /login in an
 * 800x500 popup, resolves when the popup reports success, rejects with its error, and rejects with
 * 'Authentication was cancelled.' when the popup is closed without a result. Every message is checked
 * for this origin and this popup (SIGNIN-6), so another window cannot fake a result.
 */
export function signInWithPopup(
  options: { returnPath?: string } = {},
  host: PopupHost = window,
): Promise<void> {
  const query = new URLSearchParams({ popup: '1' });
  if (options.returnPath) query.set('path', options.returnPath);
  const popup = host.open(`/login?${query}`, POPUP_NAME, POPUP_FEATURES);
  if (!popup) return Promise.reject(new SignInError('popupBlocked', 'The sign-in window was blocked.'));

  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: SignInError) => {
      if (settled) return;
      settled = true;
      host.removeEventListener('message', handleMessage);
      host.clearInterval(timer);
      if (error) reject(error);
      else resolve();
    };
    function handleMessage(event: MessageEvent) {
      if (event.origin !== host.location.origin || event.source !== popup) return;
      if (!isPopupResult(event.data)) return;
      finish(event.data.ok ? undefined : new SignInError('provider', event.data.message));
    }
    // The popup posts its result and closes at once, so the check can see it closed before the opener
    // has handled the message (seen in Chromium on a busy machine). A closed popup is taken for a
    // cancel only at the check after the one that first saw it closed.
    let seenClosed = false;
    const timer = host.setInterval(() => {
      if (!popup.closed) return;
      if (seenClosed) finish(new SignInError('cancelled', 'Authentication was cancelled.'));
      seenClosed = true;
    }, POPUP_CLOSED_CHECK_MS);
    host.addEventListener('message', handleMessage);
  });
}

/** The popup side: tells the opener how sign-in ended, then closes (SIGNIN-6). */
export function reportToOpener(
  result: PopupResult,
  self: Pick<Window, 'opener' | 'close' | 'location'> = window,
) {
  const opener = self.opener as Window | null;
  // Only ever to our own origin: the session is already set, but the message must not leak elsewhere.
  opener?.postMessage(result, self.location.origin);
  self.close();
}
