import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import {
  clearStoredSessionData,
  forgetSignInTransaction,
  readSignInTransaction,
  saveSignInTransaction,
  signalSessionChange,
} from './sessionStorageData.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
  document.cookie = 'devsite_org=; Path=/; Max-Age=0';
});

describe('clearStoredSessionData', () => {
  it('removes every devsite: key in both storages but keeps the language and the metrics opt-out', () => {
    localStorage.setItem(storageKeys.orgUuid, 'org');
    localStorage.setItem(storageKeys.tenantToken, 'tok');
    localStorage.setItem(storageKeys.userLocale, 'fr_CA');
    localStorage.setItem(storageKeys.metricsOptOut, '1');
    localStorage.setItem('unrelated', 'x');
    sessionStorage.setItem(storageKeys.authState, 'state');
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'devsite_org=abc; Path=/';

    clearStoredSessionData();

    expect(localStorage.getItem(storageKeys.orgUuid)).toBeNull();
    expect(localStorage.getItem(storageKeys.tenantToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.authState)).toBeNull();
    expect(localStorage.getItem(storageKeys.userLocale)).toBe('fr_CA');
    expect(localStorage.getItem(storageKeys.metricsOptOut)).toBe('1');
    expect(localStorage.getItem('unrelated')).toBe('x');
    expect(document.cookie).not.toContain('devsite_org=abc');
  });

  it('leaves local storage to the opener when a popup clears only its session storage', () => {
    localStorage.setItem(storageKeys.orgUuid, 'org');
    sessionStorage.setItem(storageKeys.authState, 'state');
    clearStoredSessionData({ only: 'session' });
    expect(localStorage.getItem(storageKeys.orgUuid)).toBe('org');
    expect(sessionStorage.getItem(storageKeys.authState)).toBeNull();
  });
});

describe('sign-in transaction', () => {
  it('keeps state, verifier, return path and the popup marker in session storage', () => {
    saveSignInTransaction({
      state: 's'.repeat(20),
      nonce: 'n'.repeat(20),
      codeVerifier: 'v'.repeat(50),
      returnPath: '/x',
      isPopup: true,
      clientId: 'portal',
    });
    expect(sessionStorage.getItem(storageKeys.authState)).toBe('s'.repeat(20));
    expect(localStorage.length).toBe(0);
    expect(readSignInTransaction()).toEqual({
      state: 's'.repeat(20),
      nonce: 'n'.repeat(20),
      codeVerifier: 'v'.repeat(50),
      returnPath: '/x',
      isPopup: true,
      clientId: 'portal',
    });
  });

  it('reads a tampered return path as none', () => {
    sessionStorage.setItem(storageKeys.authReturnPath, '{not json');
    expect(readSignInTransaction()).toMatchObject({
      returnPath: undefined,
      isPopup: false,
      clientId: undefined,
    });
  });

  it('forgets the transaction so a replayed callback finds no state', () => {
    saveSignInTransaction({
      state: 's'.repeat(20),
      nonce: 'n'.repeat(20),
      codeVerifier: 'v'.repeat(50),
      returnPath: undefined,
      isPopup: false,
      clientId: undefined,
    });
    forgetSignInTransaction();
    expect(readSignInTransaction().state).toBeUndefined();
  });
});

describe('signalSessionChange', () => {
  it('writes a new value each time so other tabs get a storage event', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.1).mockReturnValueOnce(0.2);
    signalSessionChange();
    const first = localStorage.getItem(storageKeys.sessionSignal);
    signalSessionChange();
    expect(localStorage.getItem(storageKeys.sessionSignal)).not.toBe(first);
    vi.restoreAllMocks();
  });
});
