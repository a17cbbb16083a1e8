import { readString, removeItem, writeString } from '../../lib/storage/safeStorage.ts';
import { ORG_COOKIE, STORAGE_PREFIX, storageKeys } from '../../lib/storage/storageKeys.ts';

/** Kept across sign-in and sign-out: the user's language and their metrics opt-out are not session data. */
const KEPT_KEYS: readonly string[] = [storageKeys.userLocale, storageKeys.metricsOptOut];

function clearPrefixed(storage: Storage | undefined): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX) && !KEPT_KEYS.includes(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage we cannot reach holds nothing to clear.
  }
}

function storageOrUndefined(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Clears the portal's session data (docs/product/sign-in.md SIGNIN-3, SIGNIN-8: at the start of sign-in and
 * at logout): every `devsite:` key in local and session storage except the language and the metrics opt-out,
 * and the company cookie. `only: 'session'` leaves local storage alone, for a sign-in popup whose opener
 * keeps working.
 */
export function clearStoredSessionData(options: { only?: 'session' } = {}): void {
  clearPrefixed(storageOrUndefined('session'));
  if (options.only === 'session') return;
  clearPrefixed(storageOrUndefined('local'));
  // biome-ignore lint/suspicious/noDocumentCookie: the company cookie is plain, non-HttpOnly client state.
  document.cookie = `${ORG_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/** What the callback needs back from the start of sign-in, kept in session storage (SIGNIN-3). */
export type SignInTransaction = {
  state: string;
  /** Sent in the authorization request; the server checks the ID token carries it. */
  nonce: string;
  codeVerifier: string;
  returnPath: string | undefined;
  /** Set in a sign-in popup: the callback answers the opener instead of navigating. */
  isPopup: boolean;
  /** The portal's client id, kept so the callback needs no second look at the auth config. */
  clientId: string | undefined;
};

export function saveSignInTransaction(transaction: SignInTransaction): void {
  writeString(storageKeys.authState, transaction.state, 'session');
  writeString(storageKeys.authCodeVerifier, transaction.codeVerifier, 'session');
  // The popup marker, client id and nonce travel with the return path: the storage keys stay those of
  // docs/product/shell.md SHELL-20.
  writeString(
    storageKeys.authReturnPath,
    JSON.stringify({
      path: transaction.returnPath ?? null,
      popup: transaction.isPopup,
      clientId: transaction.clientId ?? null,
      nonce: transaction.nonce,
    }),
    'session',
  );
}

export function readSignInTransaction(): Partial<SignInTransaction> {
  let returnPath: string | undefined;
  let isPopup = false;
  let clientId: string | undefined;
  let nonce: string | undefined;
  try {
    const raw = JSON.parse(readString(storageKeys.authReturnPath, 'session') ?? 'null') as unknown;
    if (raw && typeof raw === 'object') {
      const value = raw as { path?: unknown; popup?: unknown; clientId?: unknown; nonce?: unknown };
      returnPath = typeof value.path === 'string' ? value.path : undefined;
      isPopup = value.popup === true;
      clientId = typeof value.clientId === 'string' ? value.clientId : undefined;
      nonce = typeof value.nonce === 'string' ? value.nonce : undefined;
    }
  } catch {
    // A hand-edited value: no return path, not a popup.
  }
  return {
    state: readString(storageKeys.authState, 'session'),
    codeVerifier: readString(storageKeys.authCodeVerifier, 'session'),
    returnPath,
    isPopup,
    clientId,
    nonce,
  };
}

/** A state is good for one callback: forgetting it at once makes a replayed callback fail. */
export function forgetSignInTransaction(): void {
  removeItem(storageKeys.authState, 'session');
  removeItem(storageKeys.authCodeVerifier, 'session');
  removeItem(storageKeys.authReturnPath, 'session');
}

/**
 * Tells the other tabs that the session changed (SIGNIN-2: they refresh it). Writing a new value makes
 * the browser fire a 'storage' event in every other tab of this origin; this tab gets none.
 */
export function signalSessionChange(): void {
  writeString(storageKeys.sessionSignal, `${Date.now()}:${Math.random().toString(36).slice(2)}`);
}
