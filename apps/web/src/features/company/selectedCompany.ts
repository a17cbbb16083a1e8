import { defaultOrganization, type Organization } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { readString, writeString } from '../../lib/storage/safeStorage.ts';
import { ORG_COOKIE, storageKeys } from '../../lib/storage/storageKeys.ts';

const listeners = new Set<() => void>();

/** The stored company: local storage, else the cookie (docs/product/sign-in.md SIGNIN-11). */
export function readStoredOrgId(): string | undefined {
  const stored = readString(storageKeys.orgUuid);
  if (stored) return stored;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${ORG_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(ORG_COOKIE.length + 1)) || undefined : undefined;
}

/** The cookie of SIGNIN-11, strict same-site and secure from the environment. */
export function orgCookie(organizationUuid: string, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${ORG_COOKIE}=${encodeURIComponent(organizationUuid)}; Path=/; Max-Age=31536000; SameSite=Strict${secure}`;
}

/** Stores the selection in the cookie and in local storage (which also tells the other tabs). */
export function storeOrgId(organizationUuid: string): void {
  writeString(storageKeys.orgUuid, organizationUuid);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain client-state cookie; the Cookie Store API is not in every browser.
  document.cookie = orgCookie(organizationUuid, window.location.protocol);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.orgUuid || event.key === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

export function useStoredOrgId(): string | undefined {
  return useSyncExternalStore(subscribe, readStoredOrgId, () => undefined);
}

/** SIGNIN-11: the initial company is the stored one, or else the default primary one. */
export function pickCompany<T extends Organization>(
  companies: readonly T[],
  storedId: string | undefined,
): T | null {
  return companies.find((org) => org.organizationUuid === storedId) ?? defaultOrganization(companies) ?? null;
}
